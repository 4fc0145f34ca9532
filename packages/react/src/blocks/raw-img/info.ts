import { IMAGE_ASPECT_RATIO } from '@tessera/core'
import type { ComponentInfo } from '../../types.ts'
import { MEDIA_POSITIONS } from '../shared-media/media-positions.ts'
import { RAW_IMAGE_EXTENSIONS } from './is-allowed-raw-image.ts'

/**
 * Editor metadata of the `Raw:Img` block (inputs, default styles…): not needed to render, so
 * kept out of the runtime definition. Read through `@tessera/react/block-info`.
 */
export const rawImgInfo: ComponentInfo = {
  name: 'Raw:Img',
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
}
