import { Video } from './video.tsx'
import type { VideoOptions } from './video.tsx'

export { Video }
export type { VideoOptions }
export { videoBlock } from './definition.ts'
