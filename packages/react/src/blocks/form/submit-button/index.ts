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
  inputs: [{ name: 'text', type: 'text', defaultValue: DEFAULT_SUBMIT_TEXT }],
  defaultStyles: {
    appearance: 'none',
    paddingTop: '15px',
    paddingBottom: '15px',
    paddingLeft: '25px',
    paddingRight: '25px',
    backgroundColor: '#3898EC',
    color: 'white',
    borderRadius: '4px',
    cursor: 'pointer',
  },
})
