import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { RawImgOptions } from './raw-img.ts'

/** The `Raw:Img` block: a bare lazy `<img>` (jpeg, jpg, png, svg and webp only). */
export const rawImgBlock = defineBlock<RawImgOptions>({
  name: 'Raw:Img',
  component: builtInComponent<RawImgOptions>('Raw:Img'),
  renderHtml: builtInHtml('Raw:Img'),
  noWrap: true,
})
