import { defineBlock } from '../../../registry/define-block.ts'
import { TextArea } from './text-area.tsx'
import type { TextAreaOptions } from './text-area.tsx'

export { TextArea }
export type { TextAreaOptions }

/** The `Form:TextArea` block: a multi-line text field. */
export const textAreaBlock = defineBlock<TextAreaOptions>({
  name: 'Form:TextArea',
  component: TextArea,
  noWrap: true,
  inputs: [
    { name: 'value', type: 'string', advanced: true },
    { name: 'name', type: 'string', required: true, helperText: 'Every input needs a unique name' },
    { name: 'defaultValue', type: 'string' },
    { name: 'placeholder', type: 'string', defaultValue: 'Hello there' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  defaultStyles: {
    paddingTop: '10px',
    paddingBottom: '10px',
    paddingLeft: '10px',
    paddingRight: '10px',
    borderRadius: '3px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: '#ccc',
  },
})
