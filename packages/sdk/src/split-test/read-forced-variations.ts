import { TEST_COOKIE_PREFIX } from '@tessera/core'

const UNDERSCORE_PREFIX = 'builder_tests_'

/**
 * Reads split-test groups forced in a URL query: `builder.tests.<contentId>=<variationId>` or
 * `builder_tests_<contentId>=<variationId>`. Returns content id → variation id (the first
 * value wins; empty ids and values are skipped), for `assignVariation`'s `forcedVariations`.
 *
 * @param search - a query string (with or without `?`) or `URLSearchParams`
 * @example
 * readForcedVariations('?builder.tests.c1=v2') // { c1: 'v2' }
 */
export function readForcedVariations(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const forced = Object.create(null) as Record<string, string>
  for (const [key, value] of params) {
    const prefix = key.startsWith(TEST_COOKIE_PREFIX)
      ? TEST_COOKIE_PREFIX
      : key.startsWith(UNDERSCORE_PREFIX)
        ? UNDERSCORE_PREFIX
        : undefined
    if (prefix === undefined) continue
    const contentId = key.slice(prefix.length)
    if (contentId === '' || value === '' || Object.hasOwn(forced, contentId)) continue
    forced[contentId] = value
  }
  return forced
}
