import type { ApiKeyKind } from '../store/types.ts'

/** Parameters that never change a response's body or headers, left out of cache keys. */
export const CACHE_KEY_IGNORED_PARAMS: readonly string[] = ['apiKey', 'cachebust', 'noCache']

/** Parameters asking for a freshly computed response: the cache is not looked up. */
const FRESH_PARAMS: readonly string[] = ['cachebust', 'noCache']

export interface CacheKeyArgs {
  spaceId: string
  /** Request path (`/api/v3/content/page`). */
  path: string
  /** The raw query string, without `?` (`apiKey=…&limit=1`). */
  query: string
  authKind: ApiKeyKind
}

/** A read request's identity in the response cache. */
export interface RequestCacheKey {
  key: string
  /** The request names `cachebust` or `noCache`: compute afresh, never answer from the cache. */
  fresh: boolean
}

/** The decoded name of a raw `name=value` query piece (as `URLSearchParams` decodes it). */
function paramName(piece: string): string {
  const end = piece.indexOf('=')
  const raw = end === -1 ? piece : piece.slice(0, end)
  if (!raw.includes('%') && !raw.includes('+')) return raw
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '))
  } catch {
    return raw
  }
}

/** What orders a parameter in a key: its first dotted segment (`sort` for `sort.data.x`). */
function groupOf(name: string): string {
  const dot = name.indexOf('.')
  return dot === -1 ? name : name.slice(0, dot)
}

/**
 * The normalised identity of a read request, computed from the raw query string without
 * parsing it: space, auth kind, path, and the raw parameters ordered by the first dotted
 * segment of their name, so that `?a=1&b=2` and `?b=2&a=1` share an entry. The sort is
 * stable: parameters of one group keep their order, since order matters within a group
 * (`sort.a=1&sort.b=1` sorts by `a` first; of two `limit`s the later wins). The key used
 * and {@link CACHE_KEY_IGNORED_PARAMS} are left out: two keys of one space and kind see the
 * same content.
 */
export function cacheKey(args: CacheKeyArgs): RequestCacheKey {
  const kept: Array<{ group: string; piece: string }> = []
  let fresh = false
  for (const piece of args.query.split('&')) {
    if (piece === '') continue
    const name = paramName(piece)
    if (FRESH_PARAMS.includes(name)) fresh = true
    if (!CACHE_KEY_IGNORED_PARAMS.includes(name)) kept.push({ group: groupOf(name), piece })
  }
  kept.sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0))
  const query = kept.map(({ piece }) => piece).join('&')
  return { key: `${args.spaceId}\n${args.authKind}\n${args.path}?${query}`, fresh }
}
