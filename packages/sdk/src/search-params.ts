/**
 * Reading Builder's `builder.*` URL parameters (editor preview, cache busting, overrides…) from
 * whatever shape a framework hands over: `URLSearchParams`, a query string or URL, or a
 * Next.js-style `searchParams` object.
 * @module
 */

/** The shapes of search parameters accepted here. */
export type SearchParamsInput =
  URLSearchParams | string | URL | Record<string, string | readonly string[] | undefined>

const PREFIX = 'builder.'
const OPTIONS_PREFIX = 'options.'

/**
 * Turns any accepted input into `URLSearchParams`. A string may be a full URL, a path with a
 * query (`/a?x=1`), `?x=1` or `x=1`; a fragment is ignored. Array values become repeated
 * parameters; `undefined` values are left out.
 */
export function toUrlSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return new URLSearchParams(input)
  if (input instanceof URL) return new URLSearchParams(input.search)
  if (typeof input === 'string') {
    const withoutHash = input.split('#')[0] ?? ''
    const index = withoutHash.indexOf('?')
    if (index >= 0) return new URLSearchParams(withoutHash.slice(index + 1))
    // A URL or path without a query has no parameters (not one named after the path).
    const isUrlOrPath = withoutHash.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(withoutHash)
    return new URLSearchParams(isUrlOrPath ? '' : withoutHash)
  }
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (typeof value === 'string') params.append(name, value)
    else for (const item of value) params.append(name, item)
  }
  return params
}

/**
 * The `builder.*` parameters of a page URL as API options (gen-2 behaviour): only keys starting
 * with `builder.` are kept, that prefix is removed and then a leading `options.`. The first value
 * of a repeated key wins. The result has no prototype, so any key is safe.
 * @example getBuilderSearchParams('?builder.preview=page&builder.options.locale=fr&x=1')
 * // → { preview: 'page', locale: 'fr' }
 */
export function getBuilderSearchParams(input: SearchParamsInput): Record<string, string> {
  const result = Object.create(null) as Record<string, string>
  for (const [name, value] of toUrlSearchParams(input)) {
    if (!name.startsWith(PREFIX)) continue
    let option = name.slice(PREFIX.length)
    if (option.startsWith(OPTIONS_PREFIX)) option = option.slice(OPTIONS_PREFIX.length)
    if (option === '' || option in result) continue
    result[option] = value
  }
  return result
}
