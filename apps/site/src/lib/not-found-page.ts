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
