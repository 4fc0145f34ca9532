import type { ControlProps } from './field-props.ts'
import { referencedId, referenceTo, symbolOption } from './reference-value.ts'
import type { ApiClient } from '../api/api-client.ts'
import { useEntries } from './use-entries.ts'

/**
 * A select of the space's entries of a model (`symbol` for a Symbol block's `uiSymbol`, the
 * input's `model` for a `reference`), storing Builder's reference shape, or the Symbol block's
 * `{ model, entry, data }`.
 */
export function ReferenceField(
  props: ControlProps & { api: ApiClient | undefined; kind: 'reference' | 'symbol' },
) {
  const { id, describedBy, input, value, onChange, readOnly, api, kind } = props
  const model =
    kind === 'symbol' ? 'symbol' : typeof input.model === 'string' ? input.model : 'symbol'
  const { entries, error } = useEntries(api, model)
  const current = referencedId(value) ?? ''
  const known = entries?.some((entry) => entry.id === current) ?? true
  return (
    <>
      <select
        id={id}
        value={current}
        disabled={readOnly || entries === undefined}
        aria-describedby={describedBy}
        aria-busy={entries === undefined && error === undefined}
        onChange={(event) => {
          const chosen = event.target.value
          if (chosen === '') onChange(undefined)
          else
            onChange(kind === 'symbol' ? symbolOption(chosen, value) : referenceTo(model, chosen))
        }}
      >
        <option value="">{entries === undefined ? 'Loading…' : `— no ${model} —`}</option>
        {current !== '' && !known && <option value={current}>{current} (not found)</option>}
        {entries?.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="form-error">
          Could not list the {model} entries: {error}
        </p>
      )}
    </>
  )
}
