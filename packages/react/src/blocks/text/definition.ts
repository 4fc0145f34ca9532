import { treeBlock } from '../built-in-block.ts'

/** The `Text` block: rich text (HTML) with `{{expr}}` interpolation. */
export const textBlock = treeBlock('Text', {
  noErrorBoundary: true,
  interpolatedOptions: ['text'],
})
