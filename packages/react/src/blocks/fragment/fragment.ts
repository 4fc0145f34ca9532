import { CHILDREN } from '../../element-tree/element-tree.ts'
import type { TreeNode } from '../../element-tree/element-tree.ts'
import { treeComponent } from '../block-tree.tsx'

/** The block's children with no element of its own (the wrapper attributes are dropped). */
export function fragmentTree(): TreeNode {
  return CHILDREN
}

/** The Fragment block's component (see {@link fragmentTree}). */
export const Fragment = /* @__PURE__ */ treeComponent('Fragment', fragmentTree)
