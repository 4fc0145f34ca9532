import { treeBlock } from '../built-in-block.ts'

/** The `Builder:RawText` block: HTML in a `<span>`, hidden from the insert menu. */
export const rawTextBlock = treeBlock('Builder:RawText', {
  noErrorBoundary: true,
})
