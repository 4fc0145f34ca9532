import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { ApiKeyKind } from '../store/types.ts'
import { cacheControlFor } from './cache-control.ts'
import { cacheKey } from './cache-key.ts'
import { computeEtag, etagMatches } from './etag.ts'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

export interface RespondCachedArgs {
  cache: ResponseCache
  spaceId: string
  authKind: ApiKeyKind
  /**
   * The response may hold drafts (preview, overrides, includeUnpublished): it is never kept in
   * the cache and is sent with `Cache-Control: no-store`.
   */
  hasDrafts: boolean
  /** `cachebust`: compute afresh (and refresh the cache). */
  cachebust: boolean
  /** `noCache`: compute afresh, keep nothing, `Cache-Control: no-store`. */
  noCache: boolean
  cacheSeconds?: number | undefined
  staleCacheSeconds?: number | undefined
  /** Produces the JSON value of the response. */
  compute: () => Promise<unknown>
}

function send(c: Context<AppEnv>, response: CachedResponse, state: string): Response {
  const headers: Record<string, string> = {
    ...response.headers,
    ETag: response.etag,
    'X-Cache': state,
  }
  if (etagMatches(c.req.header('if-none-match'), response.etag)) {
    return c.body(null, 304, headers)
  }
  return c.body(response.body, 200, { ...headers, 'Content-Type': 'application/json' })
}

/**
 * Answers a read from the response cache when it can, else computes, serializes and (when
 * allowed) stores it. Sets `ETag` (and answers 304 to a matching `If-None-Match`),
 * `Cache-Control` (see `cacheControlFor`) and `X-Cache: HIT|MISS|BYPASS`. Responses are keyed
 * by auth kind, and draft-bearing ones are never stored, so a public request never gets a
 * private or preview response.
 */
export async function respondCached(
  c: Context<AppEnv>,
  args: RespondCachedArgs,
): Promise<Response> {
  const url = new URL(c.req.url)
  const key = cacheKey({
    spaceId: args.spaceId,
    path: url.pathname,
    params: url.searchParams,
    authKind: args.authKind,
  })
  const canStore = !args.hasDrafts && !args.noCache
  if (canStore && !args.cachebust) {
    const hit = args.cache.get(key)
    if (hit) return send(c, hit, 'HIT')
  }
  const generation = args.cache.generation(args.spaceId)
  const body = JSON.stringify(await args.compute())
  const response: CachedResponse = {
    body,
    etag: computeEtag(body),
    headers: {
      'Cache-Control': cacheControlFor({
        cacheSeconds: args.cacheSeconds,
        staleCacheSeconds: args.staleCacheSeconds,
        isPrivate: args.hasDrafts || args.authKind === 'private',
        noCache: args.noCache,
      }),
    },
  }
  if (canStore) args.cache.set(key, args.spaceId, response, generation)
  return send(c, response, canStore ? 'MISS' : 'BYPASS')
}
