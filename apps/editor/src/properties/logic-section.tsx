import { useId } from 'react'
import type { DocumentStore } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { CodeMapEditor } from './code-map-editor.tsx'
import { ExpressionField } from './expression-field.tsx'
import {
  ACTION_EVENTS,
  bindingPathError,
  bindingSuggestions,
  VISIBILITY_KEYS,
} from './logic-keys.ts'
import { useCodeCheck } from './use-code-check.ts'

interface LogicSectionProps {
  store: DocumentStore
  blockId: string
  json: JsonObject
  /** The component's input names (binding suggestions). */
  inputNames: readonly string[]
  readOnly: boolean
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * A block's logic, as Builder stores it: visibility (`bindings.show` / `bindings.hide`), repeat
 * (`repeat: { collection, itemName }`), other bindings (`bindings`: property path → expression)
 * and actions (`actions`: event → code). Every piece of code is checked by the evaluator as it
 * is typed, its syntax error shown beside it and the code kept.
 */
export function LogicSection({ store, blockId, json, inputNames, readOnly }: LogicSectionProps) {
  const titleId = useId()
  const listId = useId()
  const check = useCodeCheck()
  const bindings = record(json.bindings)
  const actions = record(json.actions)
  const repeat = record(json.repeat)
  const set = (path: string[], value: unknown, label: string) =>
    store.dispatch([{ type: 'set', target: blockId, path, value }], {
      label,
      coalesce: `${blockId}:logic:${JSON.stringify(path)}`,
    })
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return (
    <section className="panel logic" aria-labelledby={titleId}>
      <h2 id={titleId}>Logic</h2>
      <fieldset>
        <legend>Visibility</legend>
        <ExpressionField
          label="Show if"
          placeholder="state.loggedIn"
          value={text(bindings.show)}
          onChange={(code) => set(['bindings', 'show'], code || undefined, 'Show if')}
          readOnly={readOnly}
          check={check}
        />
        <ExpressionField
          label="Hide if"
          placeholder="state.items.length === 0"
          value={text(bindings.hide)}
          onChange={(code) => set(['bindings', 'hide'], code || undefined, 'Hide if')}
          readOnly={readOnly}
          check={check}
        />
      </fieldset>
      <fieldset>
        <legend>Repeat</legend>
        <ExpressionField
          label="Repeat for each item of"
          placeholder="state.products"
          value={text(repeat.collection)}
          onChange={(code) =>
            code === ''
              ? set(['repeat'], undefined, 'Repeat')
              : set(['repeat', 'collection'], code, 'Repeat')
          }
          readOnly={readOnly}
          check={check}
        />
        <div className="field">
          <label htmlFor={`${titleId}-item`}>Item name</label>
          <input
            id={`${titleId}-item`}
            value={text(repeat.itemName)}
            placeholder="product"
            readOnly={readOnly || text(repeat.collection) === ''}
            onChange={(event) =>
              set(['repeat', 'itemName'], event.target.value || undefined, 'Repeat item name')
            }
          />
        </div>
      </fieldset>
      <CodeMapEditor
        title="Bindings"
        noun="binding"
        keyLabel="Property to bind"
        entries={Object.entries(bindings).filter(([key]) => !VISIBILITY_KEYS.has(key))}
        onSet={(key, code) => set(['bindings', key], code, `Bind ${key}`)}
        onRemove={(key) => set(['bindings', key], undefined, `Unbind ${key}`)}
        readOnly={readOnly}
        check={check}
        keyError={(key) => bindingPathError(key, bindings)}
        keyField={({ id, value, onChange }) => (
          <>
            <input
              id={id}
              list={listId}
              value={value}
              placeholder="component.options.text"
              onChange={(event) => onChange(event.target.value.trim())}
            />
            <datalist id={listId}>
              {bindingSuggestions(inputNames).map((path) => (
                <option key={path} value={path} />
              ))}
            </datalist>
          </>
        )}
      />
      <CodeMapEditor
        title="Actions"
        noun="action"
        keyLabel="Event"
        multiline
        entries={Object.entries(actions)}
        onSet={(key, code) => set(['actions', key], code, `Action on ${key}`)}
        onRemove={(key) => set(['actions', key], undefined, `Remove action on ${key}`)}
        readOnly={readOnly}
        check={check}
        keyError={(key) =>
          key === ''
            ? 'Choose an event'
            : Object.hasOwn(actions, key)
              ? `There is an action on ${key} already`
              : undefined
        }
        keyField={({ id, value, onChange }) => (
          <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">—</option>
            {ACTION_EVENTS.map((event) => (
              <option key={event} value={event}>
                {event}
              </option>
            ))}
          </select>
        )}
      />
    </section>
  )
}
