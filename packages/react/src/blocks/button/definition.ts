import { treeBlock } from '../built-in-block.ts'

/** The `Core:Button` block: a button, or a link when `link` is set. */
export const buttonBlock = treeBlock('Core:Button', {
  noErrorBoundary: true,
  noWrap: true,
})
