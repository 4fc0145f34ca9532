import { ELEMENT_TYPE } from '@tessera/core'
import type { Block, Entry } from '@tessera/core'

/**
 * The site gives every page a `<main>` landmark: screen readers jump to it, and axe-core wants
 * one (`landmark-one-main`) with all content inside landmarks (`region`). Content made with the
 * demo's structure has its own (header symbol, `<main>` block, footer symbol) and is left as it
 * is; a page authored from plain blocks gets its blocks wrapped in a `<main>` block. Header and
 * footer landmarks at the start and end of the page stay outside it: a `<header>` or `<footer>`
 * inside `<main>` is no longer the page's banner or contentinfo landmark.
 * @module
 */

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Content is never this deep; deeper JSON is not searched. */
const MAX_DEPTH = 200

/** A `<main>` or `role="main"` in an HTML string (a Text or custom code block's). */
const MAIN_IN_HTML = /<main[\s>]|\brole\s*=\s*["']?main\b/i

/** The id of the `<main>` block the site adds (ids are CSS classes: unique in the page). */
export const SITE_MAIN_ID = 'builder-tessera-site-main'

/** The landmark a block is by its tag or its `role`, if any. */
function ownLandmark(block: { tagName?: unknown; properties?: unknown }): string | undefined {
  const properties = isRecord(block.properties) ? block.properties : {}
  const role = typeof properties.role === 'string' ? properties.role : undefined
  const tag = typeof block.tagName === 'string' ? block.tagName.toLowerCase() : undefined
  if (role === 'main' || tag === 'main') return 'main'
  if (role === 'banner' || tag === 'header') return 'banner'
  if (role === 'contentinfo' || tag === 'footer') return 'contentinfo'
  return undefined
}

/** Whether a block is a main landmark, or its component's HTML (Text, custom code) holds one. */
function isMain(block: Json): boolean {
  if (ownLandmark(block) === 'main') return true
  const options = isRecord(block.component) ? block.component.options : undefined
  if (!isRecord(options)) return false
  return Object.values(options).some((item) => typeof item === 'string' && MAIN_IN_HTML.test(item))
}

/**
 * Whether `value` (blocks, an entry's data…) holds a main landmark anywhere: a block tagged
 * `main` or with `role="main"`, or one in a block's HTML, inlined symbols included.
 */
export function hasMainLandmark(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false
  if (Array.isArray(value)) return value.some((item) => hasMainLandmark(item, depth + 1))
  if (!isRecord(value)) return false
  if (value['@type'] === ELEMENT_TYPE && isMain(value)) return true
  return Object.values(value).some((item) => hasMainLandmark(item, depth + 1))
}

/**
 * The page-level landmark a top-level block makes (`banner`, `contentinfo`): its own, else that
 * of the one root block of the symbol it shows (inlined with `includeRefs`).
 */
export function topLevelLandmark(block: Block): string | undefined {
  const own = ownLandmark(block)
  if (own) return own
  const symbol = block.component?.name === 'Symbol' ? block.component.options?.symbol : undefined
  const content = isRecord(symbol) && isRecord(symbol.content) ? symbol.content : undefined
  const blocks = isRecord(content?.data) ? content.data.blocks : undefined
  const [root, ...others] = Array.isArray(blocks) ? (blocks as unknown[]) : []
  return others.length === 0 && isRecord(root) ? ownLandmark(root) : undefined
}

/** `blocks` with those between the leading banners and the trailing contentinfos in `<main>`. */
function wrapInMain(blocks: readonly Block[]): Block[] {
  let start = 0
  while (start < blocks.length && topLevelLandmark(blocks[start] as Block) === 'banner') start += 1
  let end = blocks.length
  while (end > start && topLevelLandmark(blocks[end - 1] as Block) === 'contentinfo') end -= 1
  const main: Block = {
    '@type': ELEMENT_TYPE,
    id: SITE_MAIN_ID,
    tagName: 'main',
    // The layout of the list it comes from (`.builder-blocks`): a stretched flex column.
    responsiveStyles: {
      large: { display: 'flex', flexDirection: 'column', alignItems: 'stretch' },
    },
    children: blocks.slice(start, end),
  }
  return [...blocks.slice(0, start), main, ...blocks.slice(end)]
}

/**
 * `entry` as the site renders it: with a `<main>` block around its page content when it holds
 * no main landmark (see the module's text), looking inside a page-wide `Core:Router` block. The
 * same object when it has one (or no blocks); the input is never modified.
 * @example
 * withMainLandmark(page).data.blocks // [headerSymbol, { tagName: 'main', … }, footerSymbol]
 */
export function withMainLandmark<T extends Entry | null>(entry: T): T {
  const blocks = entry?.data?.blocks
  if (!entry || !Array.isArray(blocks) || hasMainLandmark(blocks)) return entry
  const [only] = blocks
  const router = blocks.length === 1 && only?.component?.name === 'Core:Router' ? only : undefined
  const wrapped = router
    ? [{ ...router, children: wrapInMain(router.children ?? []) }]
    : wrapInMain(blocks)
  return { ...entry, data: { ...entry.data, blocks: wrapped } }
}
