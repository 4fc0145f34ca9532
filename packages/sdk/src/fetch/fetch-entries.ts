import { ContentFetchError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { buildContentUrl } from './build-content-url.ts'
import type { ContentUrlOptions } from './build-content-url.ts'
import { normalizeEntries } from './normalize-entries.ts'
import { requestContent } from './published-fallback.ts'
import type { RequestJsonOptions } from './request-json.ts'

/** Options of `fetchEntries` / `fetchOneEntry`: the URL options plus how to send the request. */
export interface FetchEntriesOptions extends ContentUrlOptions, RequestJsonOptions {}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}

/**
 * Fetches entries of a model from the content endpoint
 * (`GET {apiHost}/api/{apiVersion}/content/{model}`), normalised and ready to render. Drafts
 * (`preview`, `overrides.*`) asked without a `previewToken`, or refused by the service, give the
 * published entries and a `console.warn` of why (`published-fallback.ts`).
 * @throws ContentFetchError (missing API key, network or HTTP failure, no `results` array) or
 * ValidationError (bad model, limit, apiVersion or apiHost).
 * @example const pages = await fetchEntries({ model: 'page', apiKey, query: { 'data.slug': 'a' } })
 */
export async function fetchEntries(options: FetchEntriesOptions): Promise<Entry[]> {
  const { body, url } = await requestContent(
    buildContentUrl(options),
    options,
    `model "${options.model}"`,
  )
  const results: unknown =
    body !== null && typeof body === 'object' && 'results' in body ? body.results : undefined
  if (!Array.isArray(results)) {
    throw new ContentFetchError(
      `Error fetching data. Expected a "results" array in the response of ${url}, received: ${describe(body)}`,
      { url },
    )
  }
  return normalizeEntries(results, url)
}

/**
 * Fetches the best matching entry of a model (`limit=1`), or `null` when none matches.
 * @throws the same errors as `fetchEntries`.
 * @example const page = await fetchOneEntry({ model: 'page', apiKey, userAttributes: { urlPath } })
 */
export async function fetchOneEntry(options: FetchEntriesOptions): Promise<Entry | null> {
  const entries = await fetchEntries({ ...options, limit: 1 })
  return entries[0] ?? null
}
