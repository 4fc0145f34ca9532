import type { ComponentInfo } from '../../../types.ts'
import { DEFAULT_SUBMIT_TEXT } from './submit-button.tsx'

/**
 * Editor metadata of the `Form:SubmitButton` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const submitButtonInfo: ComponentInfo = {
  name: 'Form:SubmitButton',
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
}
