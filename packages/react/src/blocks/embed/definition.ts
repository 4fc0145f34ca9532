import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { EmbedOptions } from './embed.tsx'

/** The `Embed` block: third-party HTML whose scripts run once, in the browser only. */
export const embedBlock = defineBlock<EmbedOptions>({
  name: 'Embed',
  component: builtInComponent<EmbedOptions>('Embed'),
})
