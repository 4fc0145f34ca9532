import { useId } from 'react'
import type { ComponentInput } from '@tessera/react'

interface InputFieldProps {
  input: ComponentInput
  value: unknown
  onChange: (value: unknown) => void
  readOnly: boolean
}

const TEXT_TYPES = new Set(['text', 'string', 'url', 'email', 'file', 'image', 'video'])
const LONG_TYPES = new Set(['longText', 'html', 'richText', 'code', 'javascript'])

function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

/**
 * One field of the properties panel for a component input, by Builder input type: text and
 * URL, long text and HTML, number, boolean, color, enum (a select), date; lists, objects and
 * anything else as JSON (applied when it parses).
 */
export function InputField({ input, value, onChange, readOnly }: InputFieldProps) {
  const id = useId()
  const type = input.type ?? 'string'
  const label = (input.friendlyName as string | undefined) ?? input.name
  const help = typeof input.helperText === 'string' ? input.helperText : undefined
  const enumValues = Array.isArray(input.enum) ? (input.enum as unknown[]) : undefined
  let control
  if (enumValues) {
    control = (
      <select
        id={id}
        value={asText(value)}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">—</option>
        {enumValues.map((option) => {
          const text =
            typeof option === 'object' && option !== null
              ? asText((option as { value?: unknown }).value)
              : asText(option)
          return (
            <option key={text} value={text}>
              {typeof option === 'object' && option !== null
                ? asText((option as { label?: unknown }).label ?? text)
                : text}
            </option>
          )
        })}
      </select>
    )
  } else if (type === 'boolean') {
    control = (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.checked)}
      />
    )
  } else if (type === 'number') {
    control = (
      <input
        id={id}
        type="number"
        value={typeof value === 'number' ? value : ''}
        readOnly={readOnly}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      />
    )
  } else if (type === 'color' || type === 'date' || TEXT_TYPES.has(type)) {
    // One line of text: a color as `#rrggbb` (or any CSS color), a date to the minute.
    const isDate = type === 'date'
    control = (
      <input
        id={id}
        type={isDate ? 'datetime-local' : 'text'}
        value={isDate ? asText(value).slice(0, 16) : asText(value)}
        readOnly={readOnly}
        placeholder={type === 'color' ? '#rrggbb' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  } else if (LONG_TYPES.has(type)) {
    control = (
      <textarea
        id={id}
        rows={4}
        value={asText(value)}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  } else {
    control = (
      <textarea
        id={id}
        rows={4}
        className="json"
        defaultValue={asText(value)}
        readOnly={readOnly}
        onBlur={(event) => {
          try {
            onChange(event.target.value.trim() === '' ? undefined : JSON.parse(event.target.value))
          } catch {
            event.target.setCustomValidity('Not valid JSON')
            event.target.reportValidity()
          }
        }}
      />
    )
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {help && <p className="hint">{help}</p>}
    </div>
  )
}
