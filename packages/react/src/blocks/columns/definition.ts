import { treeBlock } from '../built-in-block.ts'
import { builtInCss } from '../chunk-html.ts'

/** The `Columns` block: side-by-side columns that stack on small screens (`columnsCss`). */
export const columnsBlock = treeBlock('Columns', {
  noErrorBoundary: true,
  css: builtInCss('Columns'),
})
