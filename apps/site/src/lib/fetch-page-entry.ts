import type { Entry } from '@tessera/core'
import { fetchOneEntry } from '@tessera/sdk'
import type { FetchFunction } from '@tessera/sdk'
import type { PageFetchPlan } from './plan-page-fetch.ts'
import { FETCH_TIMEOUT_MS } from './site-config.ts'
import type { ServiceConfig } from './site-config.ts'

/** Extra options of {@link fetchPageEntry}. */
export interface FetchPageEntryOptions {
  /** Comma-separated fields to return (`id` to check that a page exists). Default: all. */
  fields?: string
  /** The `fetch` to use. Default: the global one. */
  fetch?: FetchFunction
  /** Milliseconds before the request is abandoned. Default: `FETCH_TIMEOUT_MS`. */
  timeoutMs?: number
}

/**
 * Fetches the best `page` entry of a plan from the content service, uncached (the service
 * caches) and abandoned after a timeout, so a service that hangs fails the page quickly.
 * @throws ContentFetchError when the service fails, answers an error or does not answer in time.
 */
export function fetchPageEntry(
  plan: PageFetchPlan,
  config: ServiceConfig,
  options: FetchPageEntryOptions = {},
): Promise<Entry | null> {
  return fetchOneEntry({
    ...plan.fetchOptions,
    ...(options.fields === undefined ? {} : { fields: options.fields }),
    apiKey: config.apiKey,
    apiHost: config.apiHost,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    fetchOptions: {
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
    },
  })
}
