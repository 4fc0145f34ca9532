import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { ImageOptions } from './image.tsx'

/** The `Image` block: a responsive, lazy `<picture>` that reserves its space. */
export const imageBlock = defineBlock<ImageOptions>({
  name: 'Image',
  component: builtInComponent<ImageOptions>('Image'),
  renderHtml: builtInHtml('Image'),
  noErrorBoundary: true,
  canHaveChildren: true,
})
