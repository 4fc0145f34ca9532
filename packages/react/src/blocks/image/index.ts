import { Image } from './image.tsx'
import type { ImageOptions } from './image.tsx'

export { Image }
export type { ImageOptions }
export { imageBlock } from './definition.ts'
