import type { ControlProps } from './field-props.ts'

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/** One line of text: `text`, `url` and `email` inputs (a blank field clears the value). */
export function TextField(props: ControlProps & { type: 'text' | 'url' | 'email' }) {
  const { id, describedBy, input, value, onChange, readOnly, invalid, type } = props
  return (
    <input
      id={id}
      type={type}
      value={asText(value)}
      readOnly={readOnly}
      required={input.required === true}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      placeholder={type === 'url' ? 'https://… or /path' : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  )
}

/** Several lines of plain text (`longText`). */
export function LongTextField(props: ControlProps) {
  const { id, describedBy, value, onChange, readOnly, invalid } = props
  return (
    <textarea
      id={id}
      rows={4}
      value={asText(value)}
      readOnly={readOnly}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  )
}
