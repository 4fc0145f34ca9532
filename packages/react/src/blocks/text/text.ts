import type { TreeNode } from '../../element-tree/element-tree.ts'
import { treeComponent } from '../block-tree.tsx'
import type { BlockTreeArgs } from '../block-tree.tsx'

/** Options of the Text block. */
export interface TextOptions {
  /** HTML; `{{expr}}` is interpolated before render (values HTML-escaped). */
  text?: string
}

const TEXT_ATTRIBUTES = Object.freeze({ className: 'builder-text' })

/** `div.builder-text` with the text as inner HTML. */
export function textTree({ options }: BlockTreeArgs): TreeNode {
  const { text } = options
  const html = typeof text === 'string' ? text : typeof text === 'number' ? String(text) : ''
  return { tag: 'div', attributes: TEXT_ATTRIBUTES, html }
}

/** The Text block's component (see {@link textTree}). */
export const Text = /* @__PURE__ */ treeComponent<TextOptions>('Text', textTree)
