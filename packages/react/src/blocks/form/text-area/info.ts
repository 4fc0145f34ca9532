import type { ComponentInfo } from '../../../types.ts'
import { FIELD_DEFAULT_STYLES } from '../field-default-styles.ts'

/**
 * Editor metadata of the `Form:TextArea` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const textAreaInfo: ComponentInfo = {
  name: 'Form:TextArea',
  inputs: [
    { name: 'value', type: 'string', advanced: true },
    { name: 'name', type: 'string', required: true, helperText: 'Every input needs a unique name' },
    { name: 'defaultValue', type: 'string' },
    { name: 'placeholder', type: 'string', defaultValue: 'Hello there' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  defaultStyles: { ...FIELD_DEFAULT_STYLES },
}
