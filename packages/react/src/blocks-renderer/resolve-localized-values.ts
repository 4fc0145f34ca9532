import { ELEMENT_TYPE, LOCALIZED_VALUE_TYPE } from '@tessera/core'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
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
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item) => {
      const resolved = resolveLocalizedValues(item, locale, onMissingLocale)
      if (resolved !== item) changed = true
      return resolved
    })
    return changed ? next : value
  }
  if (!isPlainObject(value)) return value
  if (value['@type'] === LOCALIZED_VALUE_TYPE) {
    if (locale === undefined) onMissingLocale?.()
    const localized =
      locale !== undefined && Object.hasOwn(value, locale) ? value[locale] : undefined
    return localized ?? value.Default
  }
  if (value['@type'] === ELEMENT_TYPE) return value
  let next: Record<string, unknown> | undefined
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = value[key]
    const resolved = resolveLocalizedValues(item, locale, onMissingLocale)
    if (resolved !== item) {
      next ??= { ...value }
      next[key] = resolved
    }
  }
  return next ?? value
}
