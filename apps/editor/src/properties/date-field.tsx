import type { ControlProps } from './field-props.ts'
import { fromLocalInput, toLocalInput } from './date-value.ts'

/** A date and time in local time, stored as Builder stores it (see `date-value.ts`). */
export function DateField(props: ControlProps) {
  const { id, describedBy, input, value, onChange, readOnly } = props
  return (
    <input
      id={id}
      type="datetime-local"
      value={toLocalInput(value)}
      readOnly={readOnly}
      aria-describedby={describedBy}
      onChange={(event) =>
        onChange(fromLocalInput(event.target.value, { type: input.type, previous: value }))
      }
    />
  )
}
