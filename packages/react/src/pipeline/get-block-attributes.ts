import type { Block } from '@tessera/core'
import type { BlockAttributes } from '../types.ts'
import { hasOwnKey } from './has-own-key.ts'
import { URL_ATTRIBUTES, isSafeUrlAttribute } from './is-safe-url-attribute.ts'
import { REACT_ATTRIBUTE_NAMES } from './react-attribute-names.ts'
import { toReactStyle } from './to-react-style.ts'

/** Names never taken from content: React internals, and `on*` handlers (scripts in content). */
const DENIED_ATTRIBUTE = /^(?:on|dangerouslysetinnerhtml$|children$|key$|ref$|suppress)/i
const ATTRIBUTE_NAME = /^[A-Za-z_:][\w:.-]*$/

function addClass(list: string, part: unknown): string {
  if (typeof part !== 'string') return list
  const trimmed = part.trim()
  if (trimmed === '') return list
  return list === '' ? trimmed : `${list} ${trimmed}`
}

/** The class list of a block's wrapper: `<id> builder-block <block.class> <properties.class>`. */
function getBlockClassName(block: Block): string {
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
