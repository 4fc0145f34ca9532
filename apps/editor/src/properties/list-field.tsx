import type { ComponentInput } from '@tessera/react'
import type { ReactNode } from 'react'
import { inputLabel } from './field-kind.ts'
import type { FieldEditor } from './field-props.ts'
import { listItemLabel } from './list-ops.ts'

export interface NestedFieldProps {
  input: ComponentInput
  value: unknown
  path: readonly string[]
  editor: FieldEditor
  /** Renders a sub-field (the properties panel's own field, so nesting goes any depth). */
  renderField: (input: ComponentInput, value: unknown, path: readonly string[]) => ReactNode
}

/** The sub-fields the panel shows (those holding blocks are edited on the canvas). */
export function visibleSubFields(input: ComponentInput): ComponentInput[] {
  return (input.subFields ?? []).filter(
    (field) => field.hideFromUI !== true && field.type !== 'uiBlocks',
  )
}

/**
 * A list input: its items, each with its sub-fields (recursively), moved up and down and
 * removed with buttons, and a button to add one (each action is one undo step).
 */
export function ListField({ input, value, path, editor, renderField }: NestedFieldProps) {
  const items = Array.isArray(value) ? (value as unknown[]) : []
  const label = inputLabel(input)
  const fields = visibleSubFields(input)
  const holdsBlocks = (input.subFields ?? []).some((field) => field.type === 'uiBlocks')
  return (
    <fieldset className="list-field">
      <legend>{label}</legend>
      {typeof input.helperText === 'string' && <p className="hint">{input.helperText}</p>}
      {items.length === 0 && <p className="hint">No items.</p>}
      <ol>
        {items.map((item, index) => {
          const name = listItemLabel(item, index, input.subFields ?? [])
          return (
            <li key={index}>
              <fieldset className="list-item">
                <legend>{name}</legend>
                {holdsBlocks && (
                  <p className="hint">Its blocks are edited on the canvas and in the layers.</p>
                )}
                {fields.map((field) => (
                  <div key={field.name}>
                    {renderField(
                      field,
                      typeof item === 'object' && item !== null
                        ? (item as Record<string, unknown>)[field.name]
                        : undefined,
                      [...path, String(index), field.name],
                    )}
                  </div>
                ))}
                {!editor.readOnly && (
                  <div className="item-actions">
                    <button
                      type="button"
                      aria-label={`Move ${label} item ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() =>
                        editor.listAction(path, input, { type: 'move', index, by: -1 })
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={`Move ${label} item ${index + 1} down`}
                      disabled={index === items.length - 1}
                      onClick={() => editor.listAction(path, input, { type: 'move', index, by: 1 })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={`Remove ${label} item ${index + 1}`}
                      onClick={() => editor.listAction(path, input, { type: 'remove', index })}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          )
        })}
      </ol>
      {!editor.readOnly && (
        <button type="button" onClick={() => editor.listAction(path, input, { type: 'add' })}>
          Add to {label}
        </button>
      )}
    </fieldset>
  )
}

/** An object input: its sub-fields, recursively. */
export function ObjectField({ input, value, path, renderField }: NestedFieldProps) {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  return (
    <fieldset className="object-field">
      <legend>{inputLabel(input)}</legend>
      {typeof input.helperText === 'string' && <p className="hint">{input.helperText}</p>}
      {visibleSubFields(input).map((field) => (
        <div key={field.name}>{renderField(field, record[field.name], [...path, field.name])}</div>
      ))}
    </fieldset>
  )
}
