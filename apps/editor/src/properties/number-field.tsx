import type { ControlProps } from './field-props.ts'

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** What the field shows: a number, or a numeric string some content stores (`"20"`). */
export function shownNumber(value: unknown): number | '' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : ''
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value)
  }
  return ''
}

/** Why a number is outside an input's `min` / `max`, or `undefined`. */
export function numberError(value: unknown, min: unknown, max: unknown): string | undefined {
  if (typeof value !== 'number') return undefined
  if (typeof min === 'number' && value < min) return `At least ${min}`
  if (typeof max === 'number' && value > max) return `At most ${max}`
  return undefined
}

/** A number, with the input's `min`, `max` and `step` when it gives them. */
export function NumberField(props: ControlProps) {
  const { id, describedBy, input, value, onChange, readOnly, invalid } = props
  return (
    <input
      id={id}
      type="number"
      value={shownNumber(value)}
      min={numberOr(input.min)}
      max={numberOr(input.max)}
      step={numberOr(input.step) ?? 'any'}
      readOnly={readOnly}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const parsed = event.target.valueAsNumber
        onChange(event.target.value === '' || Number.isNaN(parsed) ? undefined : parsed)
      }}
    />
  )
}
