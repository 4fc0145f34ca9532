import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { CustomCodeOptions } from './custom-code.tsx'

/** The `Custom Code` block: the author's HTML, whose scripts run once, in the browser only. */
export const customCodeBlock = defineBlock<CustomCodeOptions>({
  name: 'Custom Code',
  component: builtInComponent<CustomCodeOptions>('Custom Code'),
})
