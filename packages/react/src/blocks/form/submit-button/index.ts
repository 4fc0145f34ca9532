import { DEFAULT_SUBMIT_TEXT, SubmitButton } from './submit-button.tsx'
import type { SubmitButtonOptions } from './submit-button.tsx'

export { DEFAULT_SUBMIT_TEXT, SubmitButton }
export type { SubmitButtonOptions }
export { submitButtonBlock } from './definition.ts'
