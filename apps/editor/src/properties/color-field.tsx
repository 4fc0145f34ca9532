import { inputLabel } from './field-kind.ts'
import type { ControlProps } from './field-props.ts'
import { swatchHex } from './color-value.ts'

/**
 * A color: a picker for `#rrggbb`, and a text field beside it for any CSS color (`red`,
 * `rgba(…)`, `var(--brand)`).
 */
export function ColorField(props: ControlProps) {
  const { id, describedBy, input, value, onChange, readOnly, invalid } = props
  const text = typeof value === 'string' ? value : ''
  return (
    <div className="color-field">
      <input
        type="color"
        aria-label={`${inputLabel(input)}: picker`}
        value={swatchHex(value) ?? '#000000'}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        readOnly={readOnly}
        placeholder="#rrggbb, rgb(…), a name"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    </div>
  )
}
