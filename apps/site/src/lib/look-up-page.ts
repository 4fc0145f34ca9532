import { ContentFetchError } from '@tessera/core'
import { fetchPageEntry } from './fetch-page-entry.ts'
import type { FetchPageEntryOptions } from './fetch-page-entry.ts'
import type { RefusedRequest } from './check-page-request.ts'
import type { PageFetchPlan } from './plan-page-fetch.ts'
import type { ServiceConfig } from './site-config.ts'

/** The message of the 500 page when the content service fails. */
export const SERVICE_FAILED_MESSAGE =
  'The content of this page could not be loaded. Please try again in a moment.'

/** The start of the 400 page's message when the service refuses a `builder.*` parameter. */
export const REFUSED_PARAMETER_MESSAGE =
  'The content service refused a builder.* parameter of this address'

/**
 * Statuses of the service that a visitor's `builder.*` parameters can cause: 400 (a bad value,
 * such as `limit=0`) and 403 (`includeUnpublished` without the private key; drafts asked
 * without a valid preview token, `preview` and `overrides.*`, give the published content).
 * Others (401: the site's key; 404: no such model; 5xx) are the site's or the service's fault.
 */
const VISITOR_STATUSES = new Set([400, 403])

/**
 * The 400 to answer when `error` is the service refusing the visitor's `builder.*`
 * parameters, with the service's reason (never the URL, which holds the key).
 */
function refusedByService(error: unknown, plan: PageFetchPlan): RefusedRequest | undefined {
  if (!(error instanceof ContentFetchError) || !plan.hasBuilderParams) return undefined
  if (error.status === undefined || !VISITOR_STATUSES.has(error.status)) return undefined
  const reason = error.detail ? `: ${error.detail}` : ''
  return { status: 400, message: `${REFUSED_PARAMETER_MESSAGE}${reason}.` }
}

/**
 * Asks the content service whether a page matches (its id only), before the page renders:
 * Next 16 renders the 404 and 500 pages of a server component that throws (`notFound()`, a
 * failed fetch) in the browser only (the HTML body is empty), so `proxy.ts` answers those
 * itself. Returns `'found'`, `'missing'` (rewrite to Next's 404 page), a 400 when the service
 * refuses the URL's `builder.*` parameters (a visitor's bad parameter is never a 500), or the
 * 500 to send when the service fails or times out.
 */
export async function lookUpPage(
  plan: PageFetchPlan,
  config: ServiceConfig,
  options: Pick<FetchPageEntryOptions, 'fetch' | 'timeoutMs'> = {},
): Promise<'found' | 'missing' | RefusedRequest> {
  try {
    const entry = await fetchPageEntry(plan, config, { ...options, fields: 'id' })
    return entry === null ? 'missing' : 'found'
  } catch (error) {
    const refused = refusedByService(error, plan)
    if (refused) return refused
    console.error('[tessera-site] the content service failed:', error)
    return { status: 500, message: SERVICE_FAILED_MESSAGE }
  }
}
