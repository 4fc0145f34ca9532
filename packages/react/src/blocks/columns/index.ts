import { defineBlock } from '../../registry/define-block.ts'
import { columnsHtml } from './columns-html.ts'
import { Columns } from './columns.tsx'
import type { Column, ColumnsOptions } from './columns.tsx'

export { Columns }
export type { Column, ColumnsOptions }

/** The `Columns` block: side-by-side columns that stack on small screens. */
export const columnsBlock = defineBlock<ColumnsOptions>({
  name: 'Columns',
  component: Columns,
  renderHtml: columnsHtml,
  noErrorBoundary: true,
})
