import type { Block } from '@tessera/core'
import { boundedCache } from '../pipeline/bounded-cache.ts'
import { getListCss, LIST_STYLE_ID } from '../pipeline/get-list-css.ts'
import type { BlocksProps } from '../pipeline/blocks-props.ts'
import type { BlockAttributes, BuilderContextValue } from '../types.ts'
import { blockHead } from './block-head.ts'
import type { BlockHead } from './block-head.ts'
import { blocksContainerStartTag } from './blocks-container-html.ts'
import { elementHtml, isPlainTag } from './element-html.ts'
import { escapeHtmlText } from './escape-html-text.ts'
import { orderPreloads } from './html-preload.ts'
import { createHtmlScope, getProcessOptions } from './html-scope.ts'
import type { HtmlScope } from './html-scope.ts'
import { nonceAttributeHtml } from './nonce-attribute.ts'
import { notStatic } from './not-static.ts'

/** A static block cut where `<Block>` puts its elements. */
export interface StaticBlockParts {
  /**
   * Its own `<style data-id="builderio-block">` content when its CSS is not in its list's (a
   * block with bindings, or under one: see `isCssInList`); `''` otherwise.
   */
  css: string
  /** The wrapper tag (`getBlockTag`); undefined for `noWrap` components. */
  tag: string | undefined
  /** The wrapper attributes (`getBlockAttributes`). */
  attributes: BlockAttributes
  /** The HTML inside the wrapper, or the whole block for `noWrap` components. */
  html: string
  /** The wrapper's start tag when it is written without `attributes` (see `plainStartTag`). */
  start?: string
}

/**
 * The start tag of a block's wrapper when its attributes are its class list and id only (most
 * blocks: no `properties`, `class`, `href` or `style`): `getBlockAttributes` then gives
 * `{ className: '<id> builder-block', 'builder-id': id }`, written here with one escape.
 * Undefined otherwise (the wrapper is written from the attributes).
 */
function plainStartTag(tag: string, block: Block): string | undefined {
  const { id } = block
  if (typeof id !== 'string' || id === '' || id.trim() !== id || !isPlainTag(tag)) return undefined
  if (block.properties !== undefined || block.class !== undefined) return undefined
  if (block.href !== undefined || block.style !== undefined) return undefined
  return tag === 'div' ? divStartTags.get(id) : startTag(tag, id)
}

function startTag(tag: string, id: string): string {
  const escaped = escapeHtmlText(id)
  return `<${tag} class="${escaped} builder-block" builder-id="${escaped}">`
}

/** The start tags of `div` wrappers by id (a page's ids come back at every render). */
const divStartTags = boundedCache(4096, (id) => startTag('div', id))

/** The HTML of each block of a list, concatenated; undefined for no list (as `renderBlockList`). */
function childrenHtml(blocks: readonly Block[] | undefined, scope: HtmlScope): string | undefined {
  if (!Array.isArray(blocks) || blocks.length === 0) return undefined
  return listHtml(blocks, scope)
}

/** Parts from a block's head and the HTML inside its wrapper. */
function headParts(head: BlockHead, html: string): StaticBlockParts {
  const { tag, attributes, processed, css } = head
  const start = tag === undefined ? undefined : plainStartTag(tag, processed)
  return { css, tag, attributes, html, start }
}

/**
 * What react-dom/server renders for one block through `<Block>` (see `useSingleBlock`), in
 * parts (its CSS is its list's, see {@link listStyleHtml}): its wrapper from `getBlockTag`/`getBlockAttributes`, and the HTML of its
 * component's `renderHtml` (in Suspense markers unless `noErrorBoundary`) or, without
 * component, of its children. Null for a hidden block (it renders nothing).
 * @throws NotStaticError when the block or a descendant is not static
 */
export function blockParts(block: Block, scope: HtmlScope): StaticBlockParts | null {
  const head = blockHead(block, scope)
  if (head === null) return null
  const { processed, definition, optionValues, attributes } = head
  const childPreloads = scope.preloads.length
  const parentInListCss = scope.inListCss
  scope.inListCss = head.inListCss
  const children = childrenHtml(processed.children, scope)
  scope.inListCss = parentInListCss
  const ownPreloads = scope.preloads.length
  const renderHtml = definition?.renderHtml
  if (typeof renderHtml !== 'function') return headParts(head, children ?? '')
  const html = renderHtml({
    options: optionValues,
    block: processed,
    context: scope.context,
    attributes,
    children,
    renderBlocks: scope.renderBlocks,
    preload: scope.preload,
  })
  if (typeof html !== 'string') notStatic(`${definition?.name} has no static HTML here`)
  orderPreloads(scope.preloads, childPreloads, ownPreloads)
  const guarded = definition?.noErrorBoundary === true ? html : `<!--$-->${html}<!--/$-->`
  return headParts(head, guarded)
}

/**
 * The HTML of a static block from its parts: its own `<style>` if it has one, then its wrapper
 * as `wrapperElement` renders it around the content (no link component, no void tag).
 * @throws NotStaticError when the wrapper cannot be written exactly as React would
 */
export function partsHtml(parts: StaticBlockParts, scope: HtmlScope): string {
  const { tag } = parts
  let body = parts.html
  if (tag !== undefined) {
    if (tag === 'a' && scope.context.linkComponent) notStatic('link wrapper with a link component')
    body =
      parts.start === undefined
        ? elementHtml(tag, parts.attributes, body)
        : `${parts.start}${body}</${tag}>`
  }
  if (parts.css === '') return body
  const open = `<style data-id="builderio-block"${nonceAttributeHtml(scope.context.nonce)}>`
  return `${open}${parts.css}</style>${body}`
}

/**
 * The list's `<style data-id="builderio-blocks">` as `BlockItems` renders it (`getListCss`),
 * first in its container; `''` when it has no CSS.
 */
export function listStyleHtml(blocks: readonly Block[], scope: HtmlScope): string {
  const css = getListCss(blocks, scope.context, getProcessOptions(scope, undefined).locale)
  if (css === '') return ''
  return `<style data-id="${LIST_STYLE_ID}"${nonceAttributeHtml(scope.context.nonce)}>${css}</style>`
}

function blockHtml(block: Block, scope: HtmlScope): string {
  const parts = blockParts(block, scope)
  return parts === null ? '' : partsHtml(parts, scope)
}

function listHtml(blocks: readonly Block[], scope: HtmlScope): string {
  let html = ''
  for (const block of blocks) html += blockHtml(block, scope)
  return html
}

function scopedBlocksHtml(props: BlocksProps, scope: HtmlScope): string {
  const blocks = Array.isArray(props.blocks) ? props.blocks : []
  // A nested list has a style element of its own, as `BlockItems` renders it.
  const parentInListCss = scope.inListCss
  scope.inListCss = true
  const html = listHtml(blocks, scope)
  scope.inListCss = parentInListCss
  return `${blocksContainerStartTag(props)}${listStyleHtml(blocks, scope)}${html}</div>`
}

/** A scope for the blocks of one list (see {@link HtmlScope}). */
export function createListScope(context: BuilderContextValue): HtmlScope {
  return createHtmlScope(context, scopedBlocksHtml)
}
