import { treeBlock } from '../built-in-block.ts'

/** The `Raw:Img` block: a bare lazy `<img>` (jpeg, jpg, png, svg and webp only). */
export const rawImgBlock = treeBlock('Raw:Img', {
  noWrap: true,
})
