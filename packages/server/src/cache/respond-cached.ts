import type { Context } from 'hono'
import type { AppEnv, AuthInfo } from '../app-env.ts'
import { absoluteAssetUrls, publicBaseUrl } from '../assets/absolute-asset-urls.ts'
import { cacheControlFor } from './cache-control.ts'
import { cacheKey } from './cache-key.ts'
import { computeEtag, etagMatches } from './etag.ts'
import { createExpiryTracker } from './expiry-tracker.ts'
import type { ExpiryTracker } from './expiry-tracker.ts'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

/** A read request, validated and authorised: what governs its caching, and its computation. */
export interface PreparedRead {
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
  /**
   * Produces the JSON value of the response, telling `expiry` when it may change by itself
   * (a scheduled entry starting or ending).
   */
  compute: (expiry: ExpiryTracker) => Promise<unknown>
}

export interface RespondCachedArgs {
  cache: ResponseCache
  /** The caller (already required): responses are cached per space and auth kind. */
  auth: AuthInfo
  /** "Now" of the request (epoch ms): cached responses past their `validUntil` are stale. */
  now: number
  /**
   * Reads, validates and authorises the request (throwing its 4xx), only when the response is
   * not served from the cache.
   */
  prepare: () => PreparedRead
  /**
   * `TESSERA_PUBLIC_URL`: the base of the absolute image and file URLs of the response (see
   * `absoluteAssetUrls`). Default: the origin the request reached.
   */
  publicUrl?: string | undefined
}

/** Headers of a 304: those of the 200 but the body's `Content-Type`. */
function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const { 'Content-Type': _contentType, ...rest } = headers
  return rest
}

/**
 * Sends a cached (or fresh) response with its asset URLs absolute on `base`; the ETag is then
 * that of the body sent.
 */
function send(c: Context<AppEnv>, cached: CachedResponse, base: string, state?: string): Response {
  const body = absoluteAssetUrls(cached.body, base)
  const etag = body === cached.body ? cached.etag : computeEtag(body)
  const headers = {
    ...cached.headers,
    ETag: etag,
    ...(state === undefined ? {} : { 'X-Cache': state }),
  }
  if (etagMatches(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304, notModifiedHeaders(headers))
  }
  return c.body(body, 200, headers)
}

/**
 * Answers a read from the response cache when it can, else prepares, computes, serializes and
 * (when allowed) stores it. Sets `ETag` (and answers 304 to a matching `If-None-Match`),
 * `Cache-Control` (see `cacheControlFor`) and `X-Cache: HIT|MISS|BYPASS`.
 *
 * The cache is looked up by the raw request (see `cacheKey`) before `prepare` parses it, so
 * that hits skip validation. This never serves a response to a request that `prepare` would
 * refuse: only responses of requests that `prepare` accepted and that hold no drafts are
 * stored, keyed by space, auth kind, path and every parameter that `prepare` reads, so a
 * request with the same key passes `prepare` the same way (drafts, whose access depends on a
 * preview token, are never stored). Responses expire at the earliest schedule change the
 * computation reported (`validUntil`), whatever the writes.
 */
export async function respondCached(
  c: Context<AppEnv>,
  args: RespondCachedArgs,
): Promise<Response> {
  const url = c.req.url
  const base = publicBaseUrl(args.publicUrl, url)
  const queryStart = url.indexOf('?')
  const { key, fresh } = cacheKey({
    spaceId: args.auth.spaceId,
    path: c.req.path,
    query: queryStart === -1 ? '' : url.slice(queryStart + 1),
    // A session reads what the private key reads.
    authKind: args.auth.kind === 'public' ? 'public' : 'private',
  })
  if (!fresh) {
    const hit = args.cache.get(key, args.now)
    if (hit) return send(c, hit, base)
  }
  const read = args.prepare()
  const canStore = !read.hasDrafts && !read.noCache
  const generation = args.cache.generation(args.auth.spaceId)
  const expiry = createExpiryTracker(args.now)
  const body = JSON.stringify(await read.compute(expiry))
  const etag = computeEtag(body)
  const response: CachedResponse = {
    body,
    etag,
    headers: {
      'Content-Type': 'application/json',
      ETag: etag,
      'Cache-Control': cacheControlFor({
        cacheSeconds: read.cacheSeconds,
        staleCacheSeconds: read.staleCacheSeconds,
        isPrivate: read.hasDrafts || args.auth.kind === 'private',
        noCache: read.noCache,
      }),
      'X-Cache': 'HIT',
    },
    validUntil: expiry.validUntil,
  }
  if (canStore) args.cache.set(key, args.auth.spaceId, response, generation)
  return send(c, response, base, canStore ? 'MISS' : 'BYPASS')
}
