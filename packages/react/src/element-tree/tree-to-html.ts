import { attributesToHtml } from '../static-html/attributes-to-html.ts'
import { isPlainTag, voidElementHtml } from '../static-html/element-html.ts'
import { escapeHtmlText } from '../static-html/escape-html-text.ts'
import type { HtmlPreload } from '../static-html/html-preload.ts'
import { notStatic } from '../static-html/not-static.ts'
import type { BlocksSlot, TreeElement, TreeNode, TreeSlot } from './element-tree.ts'
import { isTreeElement } from './element-tree.ts'
import { frozenMemo } from '../static-html/frozen-memo.ts'

/** What {@link treeToHtml} needs besides the tree. */
export interface HtmlTreeEnv {
  /** The HTML of the block's children, undefined when it has none. */
  children: string | undefined
  /**
   * The HTML of a nested block list.
   * @throws NotStaticError when a block of the list is not static
   */
  renderBlocks(slot: BlocksSlot): string
  /** The site has a link component: elements marked `link` render through React. */
  hasLinkComponent: boolean
  /** Asks for a resource early; made only if the element's HTML ends up in the page. */
  preload(preload: HtmlPreload): void
}

/** The attribute HTML of frozen attribute objects (constants of the tree functions). */
const frozenAttributesHtml = frozenMemo(attributesToHtml)

function attributesHtml(attributes: TreeElement['attributes']): string {
  return attributes === undefined ? '' : frozenAttributesHtml(attributes)
}

function elementToHtml(element: TreeElement, env: HtmlTreeEnv, insidePicture: boolean): string {
  const { tag, attributes, children, html } = element
  if (element.link === true && env.hasLinkComponent) notStatic('link with a link component')
  if (element.deferChildren === true) notStatic('children deferred until in view')
  let out: string
  if (tag === 'img' || tag === 'source') {
    if (html !== undefined || (children !== undefined && children.length > 0)) {
      notStatic(`content in ${tag}`)
    }
    out = voidElementHtml(tag, attributes ?? {}, { insidePicture })
  } else {
    if (!isPlainTag(tag)) notStatic(`tag ${tag}`)
    // React writes a `<style>`'s children as its text: only raw HTML here.
    if (tag === 'style' && html === undefined && children !== undefined && children.length > 0) {
      notStatic('children in style')
    }
    const inner = html ?? listHtml(children ?? [], env, tag === 'picture', true)
    out = `<${tag}${attributesHtml(attributes)}>${inner}</${tag}>`
  }
  if (element.preload !== undefined) env.preload({ ...element.preload, html: out })
  return out
}

function isText(node: TreeNode): node is string | number {
  return typeof node === 'string' || typeof node === 'number'
}

/** The HTML of a slot, or the refusal of a warning. */
function slotHtml(node: TreeSlot, env: HtmlTreeEnv): string {
  if (!('slot' in node)) return notStatic(`warning ${node.warn}`)
  return node.slot === 'children' ? (env.children ?? '') : env.renderBlocks(node)
}

/**
 * The HTML of nodes in a row. Text is written only inside an element and never next to other
 * text (React would separate the two with `<!-- -->`); nested lists hold no text.
 */
function listHtml(
  nodes: readonly TreeNode[],
  env: HtmlTreeEnv,
  insidePicture: boolean,
  textAllowed: boolean,
): string {
  let html = ''
  // Since the last text, no element was written.
  let afterText = false
  for (const node of nodes) {
    if (node === null || node === undefined || node === false) continue
    if (isText(node)) {
      if (afterText || !textAllowed) notStatic('text React would write in pieces')
      afterText = true
      html += escapeHtmlText(node)
    } else if (Array.isArray(node)) {
      html += listHtml(node as readonly TreeNode[], env, insidePicture, false)
    } else if ('tag' in node) {
      afterText = false
      html += elementToHtml(node, env, insidePicture)
    } else {
      html += slotHtml(node as TreeSlot, env)
    }
  }
  return html
}

/**
 * The HTML react-dom/server writes for `treeToReact(node)`, byte for byte.
 * @throws NotStaticError for what only React can render here: a link with the site's link
 *   component, deferred children, a warning, a tag or attribute the serialisers do not write
 *   exactly as React, text React would split
 */
export function treeToHtml(node: TreeNode, env: HtmlTreeEnv): string {
  if (isTreeElement(node)) return elementToHtml(node, env, false)
  return listHtml(Array.isArray(node) ? (node as readonly TreeNode[]) : [node], env, false, false)
}
