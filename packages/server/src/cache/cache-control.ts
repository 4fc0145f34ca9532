/** `max-age` of public reads when the request names no `cacheSeconds`. */
export const DEFAULT_CACHE_SECONDS = 1
/** `stale-while-revalidate` of public reads when the request names no `staleCacheSeconds`. */
export const DEFAULT_STALE_CACHE_SECONDS = 60

export interface CacheControlArgs {
  /** From the `cacheSeconds` parameter. Default {@link DEFAULT_CACHE_SECONDS}. */
  cacheSeconds?: number | undefined
  /** From the `staleCacheSeconds` parameter. Default {@link DEFAULT_STALE_CACHE_SECONDS}. */
  staleCacheSeconds?: number | undefined
  /** Private-key, preview or draft responses: never stored by anyone. */
  isPrivate: boolean
  /** The `noCache` parameter. */
  noCache: boolean
}

/**
 * The `Cache-Control` of a read: `no-store` for private/preview responses and `noCache`
 * requests, else `public, max-age=<cacheSeconds>, stale-while-revalidate=<staleCacheSeconds>`
 * so that a CDN can sit in front of the service.
 */
export function cacheControlFor(args: CacheControlArgs): string {
  if (args.isPrivate || args.noCache) return 'no-store'
  const maxAge = args.cacheSeconds ?? DEFAULT_CACHE_SECONDS
  const stale = args.staleCacheSeconds ?? DEFAULT_STALE_CACHE_SECONDS
  return `public, max-age=${maxAge}, stale-while-revalidate=${stale}`
}
