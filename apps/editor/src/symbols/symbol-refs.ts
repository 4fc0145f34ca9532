import { ELEMENT_TYPE } from '../state/find-slots.ts'
import type { JsonObject } from '../state/doc-types.ts'

/**
 * Symbol blocks in content JSON: a `Symbol` block whose `component.options.symbol` is
 * `{ model, entry, data, content? }` (Builder's shape) points at an entry of the symbol model.
 * @module
 */

/** The model the editor keeps symbols in. */
export const SYMBOL_MODEL = 'symbol'

/** What the author is told after publishing or unpublishing a symbol. */
export const SYMBOL_PUBLISHED_NOTICE = {
  publish: 'Published: the pages that use this symbol show it now.',
  unpublish: 'Unpublished: the pages that use this symbol show it no more.',
} as const

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `component.options.symbol` of a Symbol block, else undefined. */
export function symbolOptionOf(block: unknown): JsonObject | undefined {
  if (!isObject(block) || !isObject(block.component)) return undefined
  const { name, options } = block.component
  if (name !== 'Symbol' || !isObject(options) || !isObject(options.symbol)) return undefined
  return options.symbol
}

/** The id of the symbol entry a Symbol block points at, else undefined. */
export function symbolEntryOf(block: unknown): string | undefined {
  const entry = symbolOptionOf(block)?.entry
  return typeof entry === 'string' && entry !== '' ? entry : undefined
}

/** Deeper JSON than this is not searched (content is never this deep). */
const MAX_DEPTH = 200

/**
 * The ids of the symbol entries referenced by Symbol blocks anywhere in `value` (children,
 * columns, slots of options, variations…). Inlined `symbol.content` is not entered: what a
 * symbol holds is read from its own entry.
 */
export function symbolIdsIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return found
  if (Array.isArray(value)) {
    for (const item of value) symbolIdsIn(item, found, depth + 1)
    return found
  }
  const symbol = symbolOptionOf(value)
  const entry = symbolEntryOf(value)
  if (entry !== undefined) found.add(entry)
  const node = value as JsonObject
  for (const child of Object.values(node)) {
    // The inlined content of a symbol is its entry's business, not this document's.
    if (symbol !== undefined && child === node.component) {
      const { content: _content, ...rest } = symbol
      const options = (node.component as JsonObject).options as JsonObject
      symbolIdsIn({ ...options, symbol: rest }, found, depth + 1)
    } else symbolIdsIn(child, found, depth + 1)
  }
  return found
}

/** A new Symbol block (no id yet) pointing at symbol entry `entry`. */
export function symbolBlock(entry: string, data: JsonObject = {}): JsonObject {
  return {
    '@type': ELEMENT_TYPE,
    component: { name: 'Symbol', options: { symbol: { model: SYMBOL_MODEL, entry, data } } },
  }
}
