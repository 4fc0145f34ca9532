/**
 * The values of inputs that point to another entry: Builder's `reference` input stores
 * `{ '@type': '@builder.io/core:Reference', model, id }`; the Symbol block's `uiSymbol` input
 * stores `{ model: 'symbol', entry: id, data: {} }`.
 * @module
 */

/** `@type` of a reference value. */
export const REFERENCE_TYPE = '@builder.io/core:Reference'

export interface ReferenceValue {
  '@type': typeof REFERENCE_TYPE
  model: string
  id: string
}

/** A reference to entry `id` of `model`. */
export function referenceTo(model: string, id: string): ReferenceValue {
  return { '@type': REFERENCE_TYPE, model, id }
}

/** The entry id a reference (or a Symbol block's `symbol` option) points to, if any. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as { id?: unknown; entry?: unknown }
  if (typeof record.id === 'string' && record.id !== '') return record.id
  if (typeof record.entry === 'string' && record.entry !== '') return record.entry
  return undefined
}

/**
 * The Symbol block's `symbol` option showing entry `id`, keeping the other fields it had (its
 * `data` the author set) but the inlined content of another symbol.
 */
export function symbolOption(id: string, previous?: unknown): Record<string, unknown> {
  const kept =
    typeof previous === 'object' && previous !== null && !Array.isArray(previous)
      ? { ...(previous as Record<string, unknown>) }
      : {}
  if (kept.entry !== id) delete kept.content
  return { data: {}, ...kept, model: 'symbol', entry: id }
}
