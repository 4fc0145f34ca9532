import type { ComponentInput } from '../../types.ts'

/**
 * The editor input `fitContent` of the media blocks (Image, Video): with child blocks, the block
 * takes their size rather than its aspect ratio's. Default: true.
 */
export function fitContentInput(advanced: boolean): ComponentInput {
  return {
    name: 'fitContent',
    type: 'boolean',
    defaultValue: true,
    ...(advanced ? { advanced: true } : {}),
    helperText: 'With child blocks, size the block to them rather than to the aspect ratio',
  }
}
