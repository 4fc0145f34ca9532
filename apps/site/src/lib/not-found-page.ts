import type { Entry } from '@tessera/core'
import { fetchPageEntry } from './fetch-page-entry.ts'
import { planPageFetch } from './plan-page-fetch.ts'
import type { ServiceConfig } from './site-config.ts'

/**
 * The site's 404 page: the `page` entry targeted at {@link NOT_FOUND_PATH} (the demo seeds one
 * with the header, the footer and a way home), shown with the status 404 for every path no page
 * matches, and for `/404` itself.
 * @module
 */

/** The URL path of the entry shown as the 404 page. */
export const NOT_FOUND_PATH = '/404'

/**
 * Request header set (to `1`) by `proxy.ts` on the requests it rewrites to the 404 page, and
 * removed from every other request. Next renders `app/not-found.tsx` on every page too (the
 * root layout's not-found boundary, sent in each page's RSC payload): only where the header
 * is set does it fetch and render the 404 entry, so other pages neither fetch it nor ship it.
 */
export const NOT_FOUND_HEADER = 'x-tessera-not-found'

/** Whether `proxy.ts` rewrote the request to the 404 page ({@link NOT_FOUND_HEADER}). */
export function isNotFoundRequest(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(NOT_FOUND_HEADER) === '1'
}

/** Who asks: the headers the page's targeting reads. */
export interface NotFoundRequest {
  host?: string | null
  userAgent?: string | null
}

/**
 * The 404 page's entry, or `null` when the space has none or the service fails (the site then
 * shows its plain status page: a missing page must not turn into a 500).
 */
export async function fetchNotFoundEntry(
  request: NotFoundRequest,
  config: ServiceConfig,
  options: Parameters<typeof fetchPageEntry>[2] = {},
): Promise<Entry | null> {
  const plan = planPageFetch({ path: NOT_FOUND_PATH, search: '', ...request })
  try {
    return await fetchPageEntry(plan, config, options)
  } catch (error) {
    console.warn('[tessera-site] the 404 page could not be fetched:', error)
    return null
  }
}
