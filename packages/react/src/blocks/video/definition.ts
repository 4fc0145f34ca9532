import { builtInComponent } from '../chunk-component.tsx'
import { defineBlock } from '../define-block.ts'
import type { VideoOptions } from './video.tsx'

/** The `Video` block: a lazy `<video>` that reserves its space. */
export const videoBlock = defineBlock<VideoOptions>({
  name: 'Video',
  component: builtInComponent<VideoOptions>('Video'),
  canHaveChildren: true,
})
