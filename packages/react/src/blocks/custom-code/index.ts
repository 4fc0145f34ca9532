import { defineBlock } from '../../registry/define-block.ts'
import { CustomCode } from './custom-code.tsx'
import type { CustomCodeOptions } from './custom-code.tsx'

export { CustomCode }
export type { CustomCodeOptions }

/** The `Custom Code` block: the author's HTML, whose scripts run once, in the browser only. */
export const customCodeBlock = defineBlock<CustomCodeOptions>({
  name: 'Custom Code',
  component: CustomCode,
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
})
