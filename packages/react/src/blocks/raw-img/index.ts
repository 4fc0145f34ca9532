import { defineBlock } from '../../registry/define-block.ts'
import { rawImgHtml } from './raw-img-html.ts'
import { isAllowedRawImage, RAW_IMAGE_EXTENSIONS } from './is-allowed-raw-image.ts'
import { RawImg, rawImgRefusedMessage } from './raw-img.tsx'
import type { RawImgOptions } from './raw-img.tsx'

export { isAllowedRawImage, RAW_IMAGE_EXTENSIONS, RawImg, rawImgRefusedMessage }
export type { RawImgOptions }

/** The `Raw:Img` block: a bare lazy `<img>` (jpeg, jpg, png, svg and webp only). */
export const rawImgBlock = defineBlock<RawImgOptions>({
  name: 'Raw:Img',
  component: RawImg,
  renderHtml: rawImgHtml,
  noWrap: true,
})
