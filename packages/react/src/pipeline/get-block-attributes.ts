import { toCssPropertyName, isSafeCssValue } from '@tessera/core/css'
import type { Block } from '@tessera/core'
import type { CSSProperties } from 'react'
import type { BlockAttributes } from '../types.ts'
import { hasOwnKey } from './has-own-key.ts'

// HTML attribute names React spells differently; a constant table.
const REACT_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  crossorigin: 'crossOrigin',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  contenteditable: 'contentEditable',
  srcset: 'srcSet',
  enctype: 'encType',
  accesskey: 'accessKey',
  referrerpolicy: 'referrerPolicy',
  playsinline: 'playsInline',
  datetime: 'dateTime',
  novalidate: 'noValidate',
  formaction: 'formAction',
  inputmode: 'inputMode',
  fetchpriority: 'fetchPriority',
}

/** Names never taken from content: React internals, and `on*` handlers (scripts in content). */
const DENIED_ATTRIBUTE = /^(?:on|dangerouslysetinnerhtml$|children$|key$|ref$|suppress)/i
const ATTRIBUTE_NAME = /^[A-Za-z_:][\w:.-]*$/
/** Attributes (lower-cased; HTML names ignore case) whose value a browser may load or run. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'cite',
  'background',
  'ping',
  'values',
  'from',
  'to',
  'by',
])
// Browsers ignore ASCII whitespace and control characters inside a URL scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g

/**
 * Whether content may put `value` in the URL attribute `name`: no `javascript:` or `vbscript:`
 * URL, and `data:` only for images in `src`/`poster`. `srcdoc` is never allowed.
 */
export function isSafeUrlAttribute(name: string, value: unknown): boolean {
  if (name === 'srcdoc') return false
  if (!URL_ATTRIBUTES.has(name) || typeof value !== 'string') return true
  const compact = value.replace(IGNORED_IN_SCHEME, '').toLowerCase()
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return false
  if (compact.startsWith('data:')) {
    return (name === 'src' || name === 'poster') && compact.startsWith('data:image/')
  }
  return true
}

function toStyleKey(name: string): string {
  if (name.startsWith('--')) return name
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())
}

/**
 * A React style object from a style object or a `a: b; c: d` string: keys become camelCase
 * (custom properties kept), non-string and unsafe values are dropped.
 */
export function toReactStyle(style: unknown): CSSProperties | undefined {
  let entries: Array<[string, unknown]>
  if (typeof style === 'string') {
    entries = style.split(';').flatMap((declaration) => {
      const colon = declaration.indexOf(':')
      if (colon < 0) return []
      return [[declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]]
    })
  } else if (typeof style === 'object' && style !== null && !Array.isArray(style)) {
    entries = Object.entries(style)
  } else return undefined
  const result: Record<string, string> = {}
  for (const [key, value] of entries) {
    const name = toCssPropertyName(key)
    if (name === undefined || !isSafeCssValue(value)) continue
    result[toStyleKey(key.startsWith('--') ? key : name)] = value.trim()
  }
  return Object.keys(result).length > 0 ? (result as CSSProperties) : undefined
}

function addClass(list: string, part: unknown): string {
  if (typeof part !== 'string') return list
  const trimmed = part.trim()
  if (trimmed === '') return list
  return list === '' ? trimmed : `${list} ${trimmed}`
}

/** The class list of a block's wrapper: `<id> builder-block <block.class> <properties.class>`. */
export function getBlockClassName(block: Block): string {
  const withId = addClass('', block.id)
  const base = withId === '' ? 'builder-block' : `${withId} builder-block`
  return addClass(addClass(base, block.class), block.properties?.class)
}

/**
 * The attributes of a block's wrapper as React props: the class list, `builder-id`, the
 * block's `properties` (React names: `class` merged into `className`, `for` → `htmlFor`;
 * `on*` and React-internal names dropped), `href` (gen-2 `block.href`), the inline `style`
 * (`block.style` over `properties.style`), then `handlers`.
 */
export function getBlockAttributes(
  block: Block,
  handlers?: Readonly<Record<string, unknown>>,
): BlockAttributes {
  const attributes: BlockAttributes = { className: getBlockClassName(block) }
  const properties = block.properties
  let propertyStyle: unknown
  if (typeof properties === 'object' && properties !== null) {
    for (const name in properties) {
      if (!hasOwnKey(properties, name)) continue
      const value: unknown = properties[name]
      const lower = name.toLowerCase()
      if (name === 'style') propertyStyle = value
      if (lower === 'class' || lower === 'classname' || lower === 'style') continue
      if (DENIED_ATTRIBUTE.test(name) || !ATTRIBUTE_NAME.test(name)) continue
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        continue
      if (!isSafeUrlAttribute(lower, value)) continue
      // URL attributes get their canonical name, so React's own checks apply to them too.
      const reactName = URL_ATTRIBUTES.has(lower) && !lower.includes(':') ? lower : name
      attributes[REACT_ATTRIBUTE_NAMES[lower] ?? reactName] = value
    }
  }
  if (
    typeof block.href === 'string' &&
    attributes.href === undefined &&
    isSafeUrlAttribute('href', block.href)
  )
    attributes.href = block.href
  if (typeof block.id === 'string' && block.id !== '') attributes['builder-id'] = block.id
  if (propertyStyle !== undefined || block.style !== undefined) {
    const style = { ...toReactStyle(propertyStyle), ...toReactStyle(block.style) }
    if (Object.keys(style).length > 0) attributes.style = style
  }
  if (handlers) {
    for (const name in handlers) {
      if (hasOwnKey(handlers, name)) attributes[name] = handlers[name]
    }
  }
  return attributes
}

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
