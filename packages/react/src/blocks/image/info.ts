import { IMAGE_ASPECT_RATIO } from '@tessera/core'
import type { ComponentInfo } from '../../types.ts'
import { fitContentInput } from '../shared-media/fit-content-input.ts'
import { MEDIA_POSITIONS } from '../shared-media/media-positions.ts'

/**
 * Editor metadata of the `Image` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const imageInfo: ComponentInfo = {
  name: 'Image',
  inputs: [
    {
      name: 'image',
      type: 'file',
      bubble: true,
      allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp', 'gif'],
      required: true,
    },
    {
      name: 'backgroundSize',
      type: 'text',
      defaultValue: 'cover',
      enum: [
        { label: 'contain', value: 'contain', helperText: 'Show the whole image' },
        { label: 'cover', value: 'cover', helperText: 'Fill the block, cropping the image' },
      ],
    },
    { name: 'backgroundPosition', type: 'text', defaultValue: 'center', enum: MEDIA_POSITIONS },
    { name: 'altText', type: 'string', helperText: 'Describes the image for screen readers' },
    { name: 'title', type: 'string', advanced: true },
    { name: 'height', type: 'number', hideFromUI: true },
    { name: 'width', type: 'number', hideFromUI: true },
    { name: 'sizes', type: 'string', hideFromUI: true },
    { name: 'srcset', type: 'string', hideFromUI: true },
    { name: 'lazy', type: 'boolean', defaultValue: true, hideFromUI: true },
    fitContentInput(false),
    {
      name: 'highPriority',
      type: 'boolean',
      advanced: true,
      helperText: 'Load this image first (for images above the fold)',
    },
    {
      name: 'aspectRatio',
      type: 'number',
      defaultValue: IMAGE_ASPECT_RATIO,
      advanced: true,
      helperText: 'Height / width of the image; reserves its space before it loads',
    },
    { name: 'noWebp', type: 'boolean', advanced: true, helperText: 'Do not serve a WebP version' },
  ],
  defaultStyles: {
    position: 'relative',
    minHeight: '20px',
    minWidth: '20px',
    overflow: 'hidden',
  },
}
