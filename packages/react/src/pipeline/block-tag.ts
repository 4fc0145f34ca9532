import type { Block } from '@tessera/core'

const TAG_NAME = /^[a-z][a-z0-9-]*$/
/** Tags content may not choose for a wrapper: they run code or change the document. */
const DENIED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'html',
  'head',
  'body',
  'noscript',
  'template',
  // SVG/MathML wrappers would let attributes like `values` or `xlink:href` run URLs.
  'svg',
  'math',
  'animate',
  'set',
])

/** Elements that cannot have children. */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'br',
  'col',
  'hr',
  'img',
  'input',
  'source',
  'track',
  'wbr',
])

/**
 * The wrapper tag of a block: `a` when `tagName` is `a` or the block has an `href`
 * (`properties.href` or `block.href`), else `tagName` when it is a safe element name, else `div`.
 */
export function getBlockTag(block: Block): string {
  const tag = typeof block.tagName === 'string' ? block.tagName.toLowerCase() : ''
  if (tag === 'a' || typeof block.href === 'string' || typeof block.properties?.href === 'string')
    return 'a'
  return tag !== '' && TAG_NAME.test(tag) && !DENIED_TAGS.has(tag) ? tag : 'div'
}
