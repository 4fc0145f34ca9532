import { defineBlock } from '../../registry/define-block.ts'
import { Video } from './video.tsx'
import type { VideoOptions } from './video.tsx'

export { Video }
export type { VideoOptions }

/** The `Video` block: a lazy `<video>` that reserves its space. */
export const videoBlock = defineBlock<VideoOptions>({
  name: 'Video',
  component: Video,
  canHaveChildren: true,
})
