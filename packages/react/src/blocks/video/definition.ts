import { componentBlock } from '../built-in-block.ts'

/** The `Video` block: a lazy `<video>` that reserves its space. */
export const videoBlock = componentBlock('Video', {
  canHaveChildren: true,
})
