import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { imageHtml } from './image-html.ts'
import type { ImageOptions } from './image.tsx'

/** The `Image` block: a responsive, lazy `<picture>` that reserves its space. */
export const imageBlock = defineBlock<ImageOptions>({
  name: 'Image',
  component: builtInComponent<ImageOptions>('Image'),
  renderHtml: imageHtml,
  noErrorBoundary: true,
  canHaveChildren: true,
})
