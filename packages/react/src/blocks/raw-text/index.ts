import { RawText } from './raw-text.tsx'
import type { RawTextOptions } from './raw-text.tsx'

export { RawText }
export type { RawTextOptions }
export { rawTextBlock } from './definition.ts'
