import type { ComponentInput } from '@tessera/react'
import { useId, useMemo } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useRoot } from '../editor/use-document.ts'
import type { FieldEditor } from '../properties/field-props.ts'
import { InputField } from '../properties/input-field.tsx'
import type { DocumentStore } from '../state/document-store.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { INPUT_TYPES, inputNameError, newInputName, declaredInputs } from './symbol-inputs.ts'

interface SymbolInputsEditorProps {
  store: DocumentStore
  readOnly: boolean
  api: ApiClient
}

/** Sets the symbol's `data.inputs` as one (coalesced) undo step. */
function setInputs(store: DocumentStore, inputs: ComponentInput[], label: string, key?: string) {
  store.dispatch([{ type: 'set', target: ROOT, path: ['data', 'inputs'], value: inputs }], {
    label,
    ...(key === undefined ? {} : { coalesce: key }),
  })
}

/** The default value field of input `index`, written into the entry's `data.inputs`. */
function defaultEditor(store: DocumentStore, index: number, readOnly: boolean, api: ApiClient) {
  const editor: FieldEditor = {
    api,
    componentName: undefined,
    readOnly,
    set(_path, value) {
      const inputs = declaredInputs(store.root() as { data?: JsonObject })
      const next = inputs.map((input, at) =>
        at === index ? { ...input, defaultValue: value } : input,
      )
      setInputs(store, next, 'Change an input’s default', `inputs:${index}:default`)
    },
    listAction() {},
  }
  return editor
}

/**
 * The inputs a symbol declares (`data.inputs`): name, type and default value of each; added
 * and removed here, given values on each Symbol block that uses the symbol.
 */
export function SymbolInputsEditor({ store, readOnly, api }: SymbolInputsEditorProps) {
  const id = useId()
  const root = useRoot(store) as { data?: JsonObject }
  const inputs = declaredInputs(root)
  const count = inputs.length
  const editors = useMemo(
    () =>
      Array.from({ length: count }, (_input, index) => defaultEditor(store, index, readOnly, api)),
    [store, count, readOnly, api],
  )
  const change = (index: number, patch: Partial<ComponentInput>, key: string) =>
    setInputs(
      store,
      inputs.map((input, at) => (at === index ? { ...input, ...patch } : input)),
      'Change an input',
      `inputs:${index}:${key}`,
    )

  return (
    <section className="panel symbol-inputs" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Symbol inputs</h2>
      <p className="hint">
        Values each use of the symbol can set; bind a block’s option to <code>state.name</code>.
      </p>
      {inputs.map((input, index) => {
        const others = inputs.filter((_other, at) => at !== index).map((other) => other.name)
        const error = inputNameError(input.name, others)
        const base = `${id}-${index}`
        return (
          <fieldset key={index} className="symbol-input">
            <legend>Input {index + 1}</legend>
            <div className="field">
              <label htmlFor={`${base}-name`}>Name</label>
              <input
                id={`${base}-name`}
                value={input.name}
                readOnly={readOnly}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${base}-error` : undefined}
                onChange={(event) => change(index, { name: event.target.value }, 'name')}
              />
              {error && (
                <p className="form-error" id={`${base}-error`}>
                  {error}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${base}-type`}>Type</label>
              <select
                id={`${base}-type`}
                value={input.type ?? 'text'}
                disabled={readOnly}
                onChange={(event) =>
                  change(index, { type: event.target.value, defaultValue: undefined }, 'type')
                }
              >
                {INPUT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            {editors[index] && (
              <InputField
                key={`${index}:${input.type ?? 'text'}`}
                input={{ ...input, name: 'defaultValue', friendlyName: 'Default value' }}
                value={input.defaultValue}
                path={['defaultValue']}
                editor={editors[index]}
              />
            )}
            {!readOnly && (
              <button
                type="button"
                onClick={() =>
                  setInputs(
                    store,
                    inputs.filter((_input, at) => at !== index),
                    `Remove the input ${input.name}`,
                  )
                }
              >
                Remove input {input.name}
              </button>
            )}
          </fieldset>
        )
      })}
      {!readOnly && (
        <button
          type="button"
          onClick={() =>
            setInputs(
              store,
              [...inputs, { name: newInputName(inputs), type: 'text' }],
              'Add an input',
            )
          }
        >
          Add input
        </button>
      )}
    </section>
  )
}
