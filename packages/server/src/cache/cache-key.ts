import type { ApiKeyKind } from '../store/types.ts'

/** Parameters that never change a response's body or headers, left out of cache keys. */
export const CACHE_KEY_IGNORED_PARAMS: readonly string[] = ['apiKey', 'cachebust', 'noCache']

export interface CacheKeyArgs {
  spaceId: string
  /** Request path (`/api/v3/content/page`). */
  path: string
  params: URLSearchParams
  authKind: ApiKeyKind
}

/**
 * The normalised identity of a read request: space, auth kind, path, and the parameters sorted
 * by name then value (so `?a=1&b=2` and `?b=2&a=1` share an entry). The key used is left out:
 * two keys of one space and kind see the same content.
 */
export function cacheKey(args: CacheKeyArgs): string {
  const params = [...args.params]
    .filter(([name]) => !CACHE_KEY_IGNORED_PARAMS.includes(name))
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  const query = new URLSearchParams(params).toString()
  return `${args.spaceId}\n${args.authKind}\n${args.path}?${query}`
}
