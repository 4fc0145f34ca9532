import { defineBlock } from '../../registry/define-block.ts'
import { Embed } from './embed.tsx'
import type { EmbedOptions } from './embed.tsx'

export { Embed }
export type { EmbedOptions }

/** The `Embed` block: third-party HTML whose scripts run once, in the browser only. */
export const embedBlock = defineBlock<EmbedOptions>({
  name: 'Embed',
  component: Embed,
})
