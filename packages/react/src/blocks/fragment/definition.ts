import { treeBlock } from '../built-in-block.ts'

/** The `Fragment` block (gen-1 `Core:Fragment`): its children, no wrapper. */
export const fragmentBlock = treeBlock('Fragment', {
  noErrorBoundary: true,
  noWrap: true,
  canHaveChildren: true,
})
