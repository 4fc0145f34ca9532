import { builtInComponent } from '../../chunk-component.tsx'
import { defineBlock } from '../../define-block.ts'
import type { SubmitButtonOptions } from './submit-button.tsx'

/** The `Form:SubmitButton` block: the submit button of a form. */
export const submitButtonBlock = defineBlock<SubmitButtonOptions>({
  name: 'Form:SubmitButton',
  component: builtInComponent<SubmitButtonOptions>('Form:SubmitButton'),
  noWrap: true,
})
