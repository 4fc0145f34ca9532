import { VIDEO_ASPECT_RATIO } from '@tessera/core'
import type { ComponentInfo } from '../../types.ts'
import { fitContentInput } from '../shared-media/fit-content-input.ts'
import { MEDIA_POSITIONS } from '../shared-media/media-positions.ts'

/**
 * Editor metadata of the `Video` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const videoInfo: ComponentInfo = {
  name: 'Video',
  inputs: [
    {
      name: 'video',
      type: 'file',
      allowedFileTypes: ['mp4'],
      bubble: true,
      required: true,
    },
    { name: 'posterImage', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp'] },
    { name: 'autoPlay', type: 'boolean', defaultValue: true, helperText: 'Plays muted' },
    { name: 'controls', type: 'boolean', defaultValue: false },
    { name: 'muted', type: 'boolean', defaultValue: true },
    { name: 'loop', type: 'boolean', defaultValue: true },
    {
      name: 'playsInline',
      type: 'boolean',
      defaultValue: true,
      helperText: 'Plays in place on phones instead of full screen',
    },
    {
      name: 'fit',
      type: 'text',
      defaultValue: 'cover',
      enum: ['contain', 'cover', 'fill'],
    },
    {
      name: 'preload',
      type: 'text',
      defaultValue: 'metadata',
      enum: ['auto', 'metadata', 'none'],
      advanced: true,
    },
    fitContentInput(true),
    { name: 'position', type: 'text', defaultValue: 'center', enum: MEDIA_POSITIONS },
    { name: 'height', type: 'number', advanced: true },
    { name: 'width', type: 'number', advanced: true },
    { name: 'aspectRatio', type: 'number', defaultValue: VIDEO_ASPECT_RATIO, advanced: true },
    {
      name: 'lazyLoad',
      type: 'boolean',
      defaultValue: true,
      advanced: true,
      helperText: 'Load the video only when it is about to be seen',
    },
  ],
  defaultStyles: { position: 'relative', minHeight: '20px', minWidth: '20px', overflow: 'hidden' },
}
