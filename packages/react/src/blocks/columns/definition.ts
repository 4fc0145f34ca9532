import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { builtInHtml } from '../../lazy/built-in-html.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { ColumnsOptions } from './columns.ts'

/** The `Columns` block: side-by-side columns that stack on small screens. */
export const columnsBlock = defineBlock<ColumnsOptions>({
  name: 'Columns',
  component: builtInComponent<ColumnsOptions>('Columns'),
  renderHtml: builtInHtml('Columns'),
  noErrorBoundary: true,
})
