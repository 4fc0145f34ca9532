import { defineBlock } from '../../registry/define-block.ts'
import { imageHtml } from './image-html.ts'
import { Image } from './image.tsx'
import type { ImageOptions } from './image.tsx'

export { Image }
export type { ImageOptions }

/** The `Image` block: a responsive, lazy `<picture>` that reserves its space. */
export const imageBlock = defineBlock<ImageOptions>({
  name: 'Image',
  component: Image,
  renderHtml: imageHtml,
  noErrorBoundary: true,
  canHaveChildren: true,
})
