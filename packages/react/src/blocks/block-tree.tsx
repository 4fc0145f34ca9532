/**
 * A built-in block described once: its tree function computes the element tree from its
 * options, and both its React component and its static HTML are derived from that tree
 * (`treeToReact`, `treeToHtml`), so the two cannot differ.
 * @module
 */
import { getBreakpoints } from '@tessera/core'
import type { Block } from '@tessera/core'
import type { ReactNode } from 'react'
import { BlockList } from '../blocks-renderer/block-list.tsx'
import type { BlocksSlot, TreeNode } from '../element-tree/element-tree.ts'
import { treeToHtml } from '../element-tree/tree-to-html.ts'
import { treeToReact } from '../element-tree/tree-to-react.ts'
import type { BlockHtmlArgs } from '../static-html/block-html-args.ts'
import type { BlockAttributes, BlockCss, BlockProps, BuilderContextValue } from '../types.ts'

/** What a block's tree function reads: the same on the React and the HTML side. */
export interface BlockTreeArgs {
  /** The block's options (after localized values, interpolation and bindings). */
  options: Readonly<Record<string, unknown>>
  /** The processed block. */
  block: Block
  /**
   * The builder context. Static HTML is cached on its `registry`, `breakpoints`, `locale`,
   * `linkComponent`, `isEditing` and `nonce`: read nothing else from it.
   */
  context: BuilderContextValue
  /** The wrapper attributes, for `noWrap` blocks to put on their own element. */
  attributes: BlockAttributes
  /** Whether the block has children (the tree places them with `CHILDREN`). */
  hasChildren: boolean
}

/** A block's one description: its element tree for these options. */
export type BlockTree = (args: BlockTreeArgs) => TreeNode

/**
 * A block component derived from a tree function, which it carries as `tree`, with the CSS its
 * markup needs beyond the block's styles as `css` (see `BlockDefinition.css`).
 */
export type TreeComponent<TOptions> = ((props: BlockProps<TOptions>) => ReactNode) & {
  readonly tree: BlockTree
  readonly css?: BlockCss
}

/** A block's static-HTML writer (`BlockDefinition.renderHtml`). */
export type BlockHtmlWriter = (args: BlockHtmlArgs) => string | undefined

const NO_ATTRIBUTES: BlockAttributes = Object.freeze({ className: '' })
const NO_BLOCK: Block = Object.freeze({ '@type': '@builder.io/sdk:Element' as const })
let outsideContent: BuilderContextValue | undefined

/**
 * What a tree reads of the context, for a component rendered without the builder props (a
 * custom component rendering `<Text text="…" />` itself): the default breakpoints, no link
 * component, no nonce, no deferral.
 */
function contextOutsideContent(): BuilderContextValue {
  outsideContent ??= {
    breakpoints: getBreakpoints(),
    linkComponent: undefined,
    nonce: undefined,
    isBrowser: false,
    isEditing: false,
    warnOnce: (_key: string, message: string) => console.warn(message),
  } as unknown as BuilderContextValue
  return outsideContent
}

function renderBlockList({ blocks, path, parent, styleProp }: BlocksSlot) {
  return <BlockList blocks={blocks} path={path} parent={parent} styleProp={styleProp} />
}

/**
 * The React component of a block described by `tree` (and `css`, written with the block's
 * styles, see `BlockDefinition.css`).
 * @example
 * export const Text = treeComponent<TextOptions>('Text', textTree)
 */
export function treeComponent<TOptions>(
  name: string,
  tree: BlockTree,
  css?: BlockCss,
): TreeComponent<TOptions> {
  function TreeBlock(props: BlockProps) {
    const { attributes, children } = props
    const builderBlock = props.builderBlock ?? NO_BLOCK
    const builderContext = props.builderContext ?? contextOutsideContent()
    const hasChildren = children !== undefined && children !== null && children !== false
    const node = tree({
      options: props,
      block: builderBlock,
      context: builderContext,
      attributes: attributes ?? NO_ATTRIBUTES,
      hasChildren,
    })
    return treeToReact(node, {
      children,
      renderBlocks: renderBlockList,
      linkComponent: builderContext.linkComponent,
      canDefer: builderContext.isBrowser && !builderContext.isEditing,
      warnOnce: (key, message) => builderContext.warnOnce(key, message),
    })
  }
  TreeBlock.displayName = name
  TreeBlock.tree = tree
  if (css !== undefined) TreeBlock.css = css
  return TreeBlock as unknown as TreeComponent<TOptions>
}

/**
 * The static HTML of a block described by `tree`: what react-dom/server writes for its
 * component (see {@link treeComponent}).
 * @throws NotStaticError when it has none for these options (the block renders through React)
 */
export function treeHtml(tree: BlockTree): BlockHtmlWriter {
  return (args) => {
    const { children, context, renderBlocks } = args
    const node = tree({
      options: args.options,
      block: args.block,
      context,
      attributes: args.attributes,
      hasChildren: children !== undefined,
    })
    return treeToHtml(node, {
      children,
      // A blocks slot has the props of `<Blocks>`.
      renderBlocks,
      hasLinkComponent: context.linkComponent !== undefined,
      preload: args.preload,
    })
  }
}
