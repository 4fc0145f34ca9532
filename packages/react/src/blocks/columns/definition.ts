import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { columnsHtml } from './columns-html.ts'
import type { ColumnsOptions } from './columns.tsx'

/** The `Columns` block: side-by-side columns that stack on small screens. */
export const columnsBlock = defineBlock<ColumnsOptions>({
  name: 'Columns',
  component: builtInComponent<ColumnsOptions>('Columns'),
  renderHtml: columnsHtml,
  noErrorBoundary: true,
})
