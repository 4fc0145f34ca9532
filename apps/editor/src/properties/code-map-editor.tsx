import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { ExpressionField } from './expression-field.tsx'

export interface CodeMapEditorProps {
  /** `Bindings`, `Actions`. */
  title: string
  /** Singular, for buttons: `binding`, `action`. */
  noun: string
  entries: ReadonlyArray<[string, unknown]>
  onSet: (key: string, code: string) => void
  onRemove: (key: string) => void
  readOnly: boolean
  check: ((code: string) => string | undefined) | undefined
  /** Why a new key cannot be added, or undefined. */
  keyError: (key: string) => string | undefined
  /** The field of the new key: a path with suggestions, or a select of events. */
  keyField: (props: { id: string; value: string; onChange: (key: string) => void }) => ReactNode
  keyLabel: string
  multiline?: boolean
}

/**
 * A map of keys to author code (a block's `bindings` or `actions`): each entry's code checked
 * by the evaluator as it is typed, removed with a button, and a row to add one.
 */
export function CodeMapEditor(props: CodeMapEditorProps) {
  const { title, noun, entries, onSet, onRemove, readOnly, check, keyError } = props
  const baseId = useId()
  const [key, setKey] = useState('')
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const error = tried ? keyError(key) : undefined
  const add = () => {
    setTried(true)
    if (keyError(key) !== undefined) return
    onSet(key, code)
    setKey('')
    setCode('')
    setTried(false)
  }
  return (
    <fieldset className="code-map">
      <legend>{title}</legend>
      {entries.length === 0 && <p className="hint">No {noun}s.</p>}
      {entries.map(([entryKey, value]) => (
        <div className="code-map-row" key={entryKey}>
          {typeof value === 'string' ? (
            <ExpressionField
              label={entryKey}
              value={value}
              onChange={(next) => onSet(entryKey, next)}
              readOnly={readOnly}
              check={check}
              multiline={props.multiline}
            />
          ) : (
            <p className="hint">
              <strong>{entryKey}</strong>: set by the site’s code, not editable here.
            </p>
          )}
          {!readOnly && (
            <button
              type="button"
              aria-label={`Remove ${noun} ${entryKey}`}
              onClick={() => onRemove(entryKey)}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <div className="code-map-new">
          <div className="field">
            <label htmlFor={`${baseId}-key`}>{props.keyLabel}</label>
            {props.keyField({ id: `${baseId}-key`, value: key, onChange: setKey })}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <ExpressionField
            label={`Code of the new ${noun}`}
            value={code}
            onChange={setCode}
            readOnly={false}
            check={check}
            multiline={props.multiline}
          />
          <button type="button" onClick={add}>
            Add {noun}
          </button>
        </div>
      )}
    </fieldset>
  )
}
