import { defineBlock } from '../../../registry/define-block.ts'
import { Select } from './select.tsx'
import type { SelectChoice, SelectOptions } from './select.tsx'

export { Select }
export type { SelectChoice, SelectOptions }

/** The `Form:Select` block: a drop-down of choices. */
export const selectBlock = defineBlock<SelectOptions>({
  name: 'Form:Select',
  component: Select,
  noWrap: true,
  inputs: [
    {
      name: 'options',
      type: 'list',
      required: true,
      subFields: [
        { name: 'value', type: 'text', required: true },
        { name: 'name', type: 'text' },
      ],
      defaultValue: [{ value: 'option 1' }, { value: 'option 2' }],
    },
    {
      name: 'name',
      type: 'string',
      required: true,
      helperText: 'Every select needs a unique name',
    },
    { name: 'defaultValue', type: 'string' },
    { name: 'value', type: 'string', advanced: true },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  defaultStyles: { alignSelf: 'flex-start' },
})
