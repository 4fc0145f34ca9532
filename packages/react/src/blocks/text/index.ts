import { Text } from './text.tsx'
import type { TextOptions } from './text.tsx'

export { Text }
export type { TextOptions }
export { textBlock } from './definition.ts'
