import type { TreeNode } from '../../element-tree/element-tree.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'

/** Options of the Builder:RawText block. */
export interface RawTextOptions {
  /** HTML, rendered as is. */
  text?: string
}

/** A `<span>` with the text as inner HTML. */
export function rawTextTree({ options }: BlockTreeArgs): TreeNode {
  const { text } = options
  return { tag: 'span', html: typeof text === 'string' ? text : '' }
}

/** The Builder:RawText block's component (see {@link rawTextTree}). */
export const RawText = /* @__PURE__ */ treeComponent<RawTextOptions>('Builder:RawText', rawTextTree)
