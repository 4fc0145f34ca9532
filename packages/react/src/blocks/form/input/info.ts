import type { ComponentInfo } from '../../../types.ts'
import { FIELD_DEFAULT_STYLES } from '../field-default-styles.ts'
import { FORM_INPUT_TYPES } from './input.tsx'

/**
 * Editor metadata of the `Form:Input` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const inputInfo: ComponentInfo = {
  name: 'Form:Input',
  inputs: [
    { name: 'type', type: 'text', enum: [...FORM_INPUT_TYPES], defaultValue: 'text' },
    { name: 'name', type: 'string', required: true, helperText: 'Every input needs a unique name' },
    { name: 'placeholder', type: 'string', defaultValue: 'Hello there' },
    { name: 'defaultValue', type: 'string' },
    { name: 'value', type: 'string', advanced: true },
    {
      name: 'required',
      type: 'boolean',
      defaultValue: false,
      helperText: 'Is this input mandatory or not',
    },
  ],
  defaultStyles: { ...FIELD_DEFAULT_STYLES },
}
