import { defineBlock } from '../../registry/define-block.ts'
import { fragmentHtml } from './fragment-html.ts'
import { Fragment } from './fragment.tsx'

export { Fragment }

/** The `Fragment` block (gen-1 `Core:Fragment`): its children, no wrapper. */
export const fragmentBlock = defineBlock({
  name: 'Fragment',
  component: Fragment,
  renderHtml: fragmentHtml,
  noErrorBoundary: true,
  noWrap: true,
  canHaveChildren: true,
})
