import { useId } from 'react'

export interface ExpressionFieldProps {
  label: string
  value: string
  onChange: (code: string) => void
  readOnly: boolean
  /** The evaluator's syntax check (undefined while it loads). */
  check: ((code: string) => string | undefined) | undefined
  placeholder?: string
  /** Several lines (actions) rather than one expression. */
  multiline?: boolean
}

/**
 * Author code (a binding, a show-if, an action) checked by the evaluator as it is typed: its
 * syntax error shows under the field (`aria-invalid`, `aria-describedby`), and the code is
 * stored all the same, so nothing typed is lost.
 */
export function ExpressionField(props: ExpressionFieldProps) {
  const { label, value, onChange, readOnly, check, placeholder, multiline } = props
  const id = useId()
  const error = check?.(value)
  return (
    <div className="field expression-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={multiline ? 3 : 1}
        className="code"
        spellCheck={false}
        value={value}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
