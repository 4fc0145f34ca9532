import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'
import type { ColumnsOptions } from './columns.tsx'

/** The `Columns` block: side-by-side columns that stack on small screens. */
export const columnsBlock = defineBlock<ColumnsOptions>({
  name: 'Columns',
  component: builtInComponent<ColumnsOptions>('Columns'),
  renderHtml: builtInHtml('Columns'),
  noErrorBoundary: true,
})
