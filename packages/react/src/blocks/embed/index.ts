import { Embed } from './embed.tsx'
import type { EmbedOptions } from './embed.tsx'

export { Embed }
export type { EmbedOptions }
export { embedBlock } from './definition.ts'
