import type { ControlProps } from './field-props.ts'

/** A checkbox. */
export function BooleanField(props: ControlProps) {
  const { id, describedBy, value, onChange, readOnly } = props
  return (
    <input
      id={id}
      type="checkbox"
      checked={value === true}
      disabled={readOnly}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}
