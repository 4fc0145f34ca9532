import type { BlockProps } from '../../../types.ts'
import { useFormStatus } from '../form/form-status-context.ts'

/** Text of a Form:SubmitButton without `text`. */
export const DEFAULT_SUBMIT_TEXT = 'Click me'

/** Options of the Form:SubmitButton block. */
export interface SubmitButtonOptions {
  /** Default: `Click me`. */
  text?: string
}

/** `button[type=submit]` (noWrap), disabled while its form is sending. */
export function SubmitButton({ text, attributes }: BlockProps<SubmitButtonOptions>) {
  const status = useFormStatus()
  const label =
    typeof text === 'string' || typeof text === 'number' ? String(text) : DEFAULT_SUBMIT_TEXT
  return (
    <button {...attributes} type="submit" disabled={status === 'sending' ? true : undefined}>
      {label}
    </button>
  )
}
