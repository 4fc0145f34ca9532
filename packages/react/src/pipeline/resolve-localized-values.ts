import { ELEMENT_TYPE, LOCALIZED_VALUE_TYPE } from '@tessera/core'
import { hasOwnKey } from './has-own-key.ts'

// Read once: the walk below compares them for every object it meets.
const LOCALIZED_TYPE: string = LOCALIZED_VALUE_TYPE
const BLOCK_TYPE: string = ELEMENT_TYPE

function resolveArray(
  items: readonly unknown[],
  locale: string | undefined,
  onMissingLocale: (() => void) | undefined,
): unknown[] {
  let next: unknown[] | undefined
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (typeof item !== 'object' || item === null) continue
    const resolved = resolveLocalizedValues(item, locale, onMissingLocale)
    if (resolved !== item) {
      // As `items.map(…)`: holes stay holes.
      next ??= items.map((value) => value)
      next[index] = resolved
    }
  }
  return next ?? (items as unknown[])
}

/**
 * Replaces every localized value (`{ "@type": "@builder.io/core:LocalizedValue", Default, <locale> }`)
 * inside `value` by `value[locale] ?? value.Default`. Nested blocks (`@builder.io/sdk:Element`)
 * are left alone: they are resolved when they render. Unchanged objects keep their identity.
 * @param onMissingLocale - called when a localized value is found and `locale` is undefined
 */
export function resolveLocalizedValues(
  value: unknown,
  locale: string | undefined,
  onMissingLocale?: () => void,
): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return resolveArray(value, locale, onMissingLocale)
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  const record = value as Record<string, unknown>
  const type = record['@type']
  if (type === LOCALIZED_TYPE) {
    if (locale === undefined) onMissingLocale?.()
    const localized = locale !== undefined && hasOwnKey(record, locale) ? record[locale] : undefined
    return localized ?? record.Default
  }
  if (type === BLOCK_TYPE) return value
  let next: Record<string, unknown> | undefined
  for (const key in record) {
    if (!hasOwnKey(record, key)) continue
    const item = record[key]
    // Only objects and arrays can hold localized values.
    if (typeof item !== 'object' || item === null) continue
    const resolved = resolveLocalizedValues(item, locale, onMissingLocale)
    if (resolved !== item) {
      next ??= { ...record }
      next[key] = resolved
    }
  }
  return next ?? value
}
