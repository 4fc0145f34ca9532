import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { ImageOptions } from './image.ts'

/** The `Image` block: a responsive, lazy `<picture>` that reserves its space. */
export const imageBlock = defineBlock<ImageOptions>({
  name: 'Image',
  component: builtInComponent<ImageOptions>('Image'),
  renderHtml: builtInHtml('Image'),
  noErrorBoundary: true,
  canHaveChildren: true,
})
