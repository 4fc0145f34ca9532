import { treeBlock } from '../built-in-block.ts'

/** The `Image` block: a responsive, lazy `<picture>` that reserves its space. */
export const imageBlock = treeBlock('Image', {
  noErrorBoundary: true,
  canHaveChildren: true,
})
