import { createElement, Fragment } from 'react'
import type { ReactNode } from 'react'
import { makePreloads } from '../static-html/html-preload.ts'
import type { LinkComponent } from '../types.ts'
import { DeferredElement } from './deferred-element.tsx'
import type { BlocksSlot, TreeElement, TreeNode, TreeSlot } from './element-tree.ts'
import { forRunningReact } from './react18-attributes.ts'

/** What {@link treeToReact} needs besides the tree. */
export interface ReactTreeEnv {
  /** The block's children (the `children` prop). */
  children: ReactNode
  /** A nested block list (`<Blocks>`). */
  renderBlocks(slot: BlocksSlot): ReactNode
  /** The site's link component, rendering elements marked `link`. */
  linkComponent: LinkComponent | undefined
  /** Whether `deferChildren` applies: a client render outside the editor. */
  canDefer: boolean
  /** Logs a warning once per key. */
  warnOnce(key: string, message: string): void
}

function elementToReact(element: TreeElement, env: ReactTreeEnv): ReactNode {
  const { tag, children, html } = element
  const attributes = forRunningReact(element.attributes)
  if (element.preload !== undefined) makePreloads([element.preload])
  // Raw HTML replaces the children (as in `treeToHtml`).
  const content = html === undefined ? (children ?? []).map((child) => treeToReact(child, env)) : []
  if (element.deferChildren === true) {
    return createElement(DeferredElement, { tag, attributes, defer: env.canDefer, content })
  }
  const type = element.link === true && env.linkComponent ? env.linkComponent : tag
  const props =
    html === undefined ? attributes : { ...attributes, dangerouslySetInnerHTML: { __html: html } }
  return createElement(type as string, props, ...content)
}

/**
 * The React elements of a tree: what `treeToHtml` writes, rendered by React (with the
 * site's link component, deferred children and warnings, which have no static HTML).
 */
export function treeToReact(node: TreeNode, env: ReactTreeEnv): ReactNode {
  if (node === null || node === undefined || node === false) return null
  if (typeof node === 'string' || typeof node === 'number') return node
  if (Array.isArray(node)) {
    return createElement(Fragment, null, ...node.map((child) => treeToReact(child, env)))
  }
  const part = node as TreeElement | TreeSlot
  if ('tag' in part) return elementToReact(part, env)
  if ('slot' in part) return part.slot === 'children' ? env.children : env.renderBlocks(part)
  env.warnOnce(part.warn, part.message)
  return null
}
