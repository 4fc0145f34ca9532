import { builtInComponent } from '../chunk-component.tsx'
import { builtInHtml } from '../chunk-html.ts'
import { defineBlock } from '../define-block.ts'

/** The `Fragment` block (gen-1 `Core:Fragment`): its children, no wrapper. */
export const fragmentBlock = defineBlock({
  name: 'Fragment',
  component: builtInComponent('Fragment'),
  renderHtml: builtInHtml('Fragment'),
  noErrorBoundary: true,
  noWrap: true,
  canHaveChildren: true,
})
