import { builtInComponent } from '../../lazy/built-in-component.tsx'
import { defineBlock } from '../../registry/define-block.ts'
import { fragmentHtml } from './fragment-html.ts'

/** The `Fragment` block (gen-1 `Core:Fragment`): its children, no wrapper. */
export const fragmentBlock = defineBlock({
  name: 'Fragment',
  component: builtInComponent('Fragment'),
  renderHtml: fragmentHtml,
  noErrorBoundary: true,
  noWrap: true,
  canHaveChildren: true,
})
