import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { RawImgOptions } from './raw-img.tsx'

/** The `Raw:Img` block: a bare lazy `<img>` (jpeg, jpg, png, svg and webp only). */
export const rawImgBlock = defineBlock<RawImgOptions>({
  name: 'Raw:Img',
  component: builtInComponent<RawImgOptions>('Raw:Img'),
  renderHtml: builtInHtml('Raw:Img'),
  noWrap: true,
})
