import { LOCALIZED_VALUE_TYPE } from '@tessera/core'

/** Deeper structures than this are returned as they are (content is never this deep). */
const MAX_DEPTH = 200

function resolve(value: unknown, locale: string, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((element) => resolve(element, locale, depth + 1))
  const record = value as Record<string, unknown>
  if (record['@type'] === LOCALIZED_VALUE_TYPE) {
    const chosen = Object.hasOwn(record, locale) ? record[locale] : record.Default
    return resolve(chosen, locale, depth + 1)
  }
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(record)) copy[key] = resolve(child, locale, depth + 1)
  return copy
}

/**
 * A copy of `value` in which every `@builder.io/core:LocalizedValue` object, at any depth, is
 * replaced by its value for `locale`, or its `Default` when it has none for that locale.
 * @example
 * resolveLocalized({ title: { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hi', fr: 'Salut' } }, 'fr')
 * // { title: 'Salut' }
 */
export function resolveLocalized<T>(value: T, locale: string): T {
  return resolve(value, locale, 0) as T
}
