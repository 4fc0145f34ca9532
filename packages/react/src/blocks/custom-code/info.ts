import type { ComponentInfo } from '../../types.ts'

/**
 * Editor metadata of the `Custom Code` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const customCodeInfo: ComponentInfo = {
  name: 'Custom Code',
  requiredPermissions: ['editCode'],
  inputs: [
    {
      name: 'code',
      type: 'html',
      required: true,
      code: true,
      defaultValue: '<p>Custom HTML goes here</p>',
    },
    {
      name: 'replaceNodes',
      type: 'boolean',
      advanced: true,
      helperText: 'Keep the server-rendered nodes',
    },
    {
      name: 'scriptsClientOnly',
      type: 'boolean',
      defaultValue: false,
      advanced: true,
      helperText: 'Scripts always run in the browser only; kept for compatibility',
    },
  ],
}
