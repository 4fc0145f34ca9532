import { defineBlock } from '../../../registry/define-block.ts'
import { FORM_INPUT_TYPES, Input } from './input.tsx'
import type { InputOptions } from './input.tsx'

export { FORM_INPUT_TYPES, Input }
export type { InputOptions }

/** The `Form:Input` block: an `input` of one of the 18 allowed types. */
export const inputBlock = defineBlock<InputOptions>({
  name: 'Form:Input',
  component: Input,
  noWrap: true,
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
