import { defineBlock } from '../../../registry/define-block.ts'
import { DEFAULT_SUBMIT_TEXT, SubmitButton } from './submit-button.tsx'
import type { SubmitButtonOptions } from './submit-button.tsx'

export { DEFAULT_SUBMIT_TEXT, SubmitButton }
export type { SubmitButtonOptions }

/** The `Form:SubmitButton` block: the submit button of a form. */
export const submitButtonBlock = defineBlock<SubmitButtonOptions>({
  name: 'Form:SubmitButton',
  component: SubmitButton,
  noWrap: true,
})
