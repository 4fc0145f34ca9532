import { componentBlock } from '../../built-in-block.ts'

/** The `Form:SubmitButton` block: the submit button of a form. */
export const submitButtonBlock = componentBlock('Form:SubmitButton', {
  noWrap: true,
})
