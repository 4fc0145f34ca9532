import { treeBlock } from '../built-in-block.ts'

/** The `Core:Section` block: a centred, max-width column. */
export const sectionBlock = treeBlock('Core:Section', {
  noErrorBoundary: true,
  canHaveChildren: true,
})
