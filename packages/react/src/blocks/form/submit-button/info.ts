import type { ComponentInfo } from '../../../types.ts'
import { buttonDefaultStyles } from '../../button/button-default-styles.ts'
import { DEFAULT_SUBMIT_TEXT } from './submit-button.tsx'

/**
 * Editor metadata of the `Form:SubmitButton` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const submitButtonInfo: ComponentInfo = {
  name: 'Form:SubmitButton',
  inputs: [{ name: 'text', type: 'text', defaultValue: DEFAULT_SUBMIT_TEXT }],
  defaultStyles: { ...buttonDefaultStyles('#3898EC'), cursor: 'pointer' },
}
