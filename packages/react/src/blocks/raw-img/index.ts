import { isAllowedRawImage, RAW_IMAGE_EXTENSIONS } from './is-allowed-raw-image.ts'
import { RawImg, rawImgRefusedMessage } from './raw-img.tsx'
import type { RawImgOptions } from './raw-img.tsx'

export { isAllowedRawImage, RAW_IMAGE_EXTENSIONS, RawImg, rawImgRefusedMessage }
export type { RawImgOptions }
export { rawImgBlock } from './definition.ts'
