import { fetchPageEntry } from './fetch-page-entry.ts'
import type { FetchPageEntryOptions } from './fetch-page-entry.ts'
import type { RefusedRequest } from './check-page-request.ts'
import type { PageFetchPlan } from './plan-page-fetch.ts'
import type { SiteConfig } from './site-config.ts'

/** The message of the 500 page when the content service fails. */
export const SERVICE_FAILED_MESSAGE =
  'The content of this page could not be loaded. Please try again in a moment.'

/**
 * Asks the content service whether a page matches (its id only), before the page renders:
 * Next 16 renders the 404 and 500 pages of a server component that throws (`notFound()`, a
 * failed fetch) in the browser only (the HTML body is empty), so `proxy.ts` answers those
 * itself. Returns `'found'`, `'missing'` (rewrite to Next's 404 page) or the 500 to send when
 * the service fails or times out.
 */
export async function lookUpPage(
  plan: PageFetchPlan,
  config: SiteConfig,
  options: Pick<FetchPageEntryOptions, 'fetch' | 'timeoutMs'> = {},
): Promise<'found' | 'missing' | RefusedRequest> {
  try {
    const entry = await fetchPageEntry(plan, config, { ...options, fields: 'id' })
    return entry === null ? 'missing' : 'found'
  } catch (error) {
    console.error('[tessera-site] the content service failed:', error)
    return { status: 500, message: SERVICE_FAILED_MESSAGE }
  }
}
