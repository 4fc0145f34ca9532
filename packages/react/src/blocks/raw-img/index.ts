import { IMAGE_ASPECT_RATIO } from '@tessera/core'
import { defineBlock } from '../../registry/define-block.ts'
import { MEDIA_POSITIONS } from '../shared-media/media-positions.ts'
import { isAllowedRawImage, RAW_IMAGE_EXTENSIONS } from './is-allowed-raw-image.ts'
import { RawImg, rawImgRefusedMessage } from './raw-img.tsx'
import type { RawImgOptions } from './raw-img.tsx'

export { isAllowedRawImage, RAW_IMAGE_EXTENSIONS, RawImg, rawImgRefusedMessage }
export type { RawImgOptions }

/** The `Raw:Img` block: a bare lazy `<img>` (jpeg, jpg, png, svg and webp only). */
export const rawImgBlock = defineBlock<RawImgOptions>({
  name: 'Raw:Img',
  component: RawImg,
  noWrap: true,
  hideFromInsertMenu: true,
  inputs: [
    {
      name: 'image',
      type: 'file',
      bubble: true,
      allowedFileTypes: RAW_IMAGE_EXTENSIONS,
      required: true,
    },
    { name: 'backgroundSize', type: 'text', defaultValue: 'cover', enum: ['contain', 'cover'] },
    { name: 'backgroundPosition', type: 'text', defaultValue: 'center', enum: MEDIA_POSITIONS },
    { name: 'altText', type: 'string' },
    { name: 'title', type: 'string', advanced: true },
    { name: 'aspectRatio', type: 'number', defaultValue: IMAGE_ASPECT_RATIO, advanced: true },
  ],
})
