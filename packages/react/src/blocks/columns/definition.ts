import { treeBlock } from '../built-in-block.ts'

/** The `Columns` block: side-by-side columns that stack on small screens. */
export const columnsBlock = treeBlock('Columns', {
  noErrorBoundary: true,
})
