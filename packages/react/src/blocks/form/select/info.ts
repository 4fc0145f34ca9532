import type { ComponentInfo } from '../../../types.ts'

/**
 * Editor metadata of the `Form:Select` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const selectInfo: ComponentInfo = {
  name: 'Form:Select',
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
}
