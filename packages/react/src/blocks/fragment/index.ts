import { defineBlock } from '../../registry/define-block.ts'
import { Fragment } from './fragment.tsx'

export { Fragment }

/** The `Fragment` block (gen-1 `Core:Fragment`): its children, no wrapper. */
export const fragmentBlock = defineBlock({
  name: 'Fragment',
  component: Fragment,
  noErrorBoundary: true,
  noWrap: true,
  canHaveChildren: true,
})
