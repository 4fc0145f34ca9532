import { defineBlock } from '../../registry/define-block.ts'
import { CustomCode } from './custom-code.tsx'
import type { CustomCodeOptions } from './custom-code.tsx'

export { CustomCode }
export type { CustomCodeOptions }

/** The `Custom Code` block: the author's HTML, whose scripts run once, in the browser only. */
export const customCodeBlock = defineBlock<CustomCodeOptions>({
  name: 'Custom Code',
  component: CustomCode,
})
