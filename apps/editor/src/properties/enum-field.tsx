import type { ControlProps } from './field-props.ts'

/** One option of an `enum`: a plain value, or `{ label, value }`. */
export function enumOptions(list: unknown): Array<{ label: string; value: unknown }> {
  if (!Array.isArray(list)) return []
  return list.map((option: unknown) => {
    if (typeof option === 'object' && option !== null && 'value' in option) {
      const { label, value } = option as { label?: unknown; value: unknown }
      return { label: typeof label === 'string' ? label : String(value), value }
    }
    return { label: String(option), value: option }
  })
}

/**
 * A select of the input's `enum`, storing the option's own value (a number stays a number). A
 * stored value that is not an option is shown as such, so that nothing is lost by looking.
 */
export function EnumField(props: ControlProps) {
  const { id, describedBy, input, value, onChange, readOnly } = props
  const options = enumOptions(input.enum)
  const at = options.findIndex((option) => Object.is(option.value, value))
  const unknown = at === -1 && value !== undefined && value !== null && value !== ''
  return (
    <select
      id={id}
      value={at === -1 ? (unknown ? 'unknown' : '') : String(at)}
      disabled={readOnly}
      aria-describedby={describedBy}
      onChange={(event) => {
        const index = Number(event.target.value)
        if (event.target.value === '') onChange(undefined)
        else if (Number.isInteger(index)) onChange(options[index]?.value)
      }}
    >
      <option value="">—</option>
      {unknown && <option value="unknown">{String(value)} (not an option)</option>}
      {options.map((option, index) => (
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
