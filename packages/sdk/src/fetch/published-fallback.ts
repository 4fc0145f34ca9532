import { ContentFetchError } from '@tessera/core'
import { requestJson } from './request-json.ts'
import type { RequestJsonOptions } from './request-json.ts'

/**
 * Drafts (`preview`, `overrides.*`: the parameters of the editor's preview link) need a preview
 * token (`previewToken`, which the editor's link carries) or the private key; the service
 * refuses them otherwise (403). A content request never fails for that: asked for drafts
 * without a token, or refused them (a token expired, or of another space), it warns why and
 * fetches the published content, so a preview URL shows the published page, not an error.
 * @module
 */

/** The start of the warning for drafts asked without a preview token. */
export const NO_PREVIEW_TOKEN_WARNING = '[tessera] Drafts asked without a previewToken'
/** The start of the warning for drafts the content service refused. */
export const REFUSED_DRAFTS_WARNING = '[tessera] The content service refused the drafts'

function isDraftParam(name: string): boolean {
  return name === 'preview' || name === 'overrides' || name.startsWith('overrides.')
}

/** The draft parameters of a content URL, as `name=value` (e.g. `preview=page`). */
export function draftParamsOf(url: URL): string[] {
  return [...url.searchParams]
    .filter(([name]) => isDraftParam(name))
    .map(([name, value]) => `${name}=${value}`)
}

/** The same URL for the published content: no draft parameter, no preview token. */
export function withoutDrafts(url: URL): URL {
  const published = new URL(url)
  for (const name of [...published.searchParams.keys()]) {
    if (isDraftParam(name) || name === 'previewToken') published.searchParams.delete(name)
  }
  return published
}

/** Whether the request carries something that may admit drafts: a preview token or a key. */
function mayReadDrafts(url: URL, options: RequestJsonOptions): boolean {
  if (url.searchParams.get('previewToken') || options.authToken) return true
  const headers = new Headers(options.fetchOptions?.headers)
  return Boolean(headers.get('x-preview-token') || headers.get('authorization'))
}

/** What a content request gave: the body, and the URL that gave it. */
export interface ContentResponse {
  body: unknown
  /** `url`, or the published content's URL when the request fell back to it. */
  url: string
}

/**
 * GETs a content URL (`requestJson`), falling back to the published content when its drafts
 * cannot be read (see the module). `what` names the request in the warning (e.g. `model
 * "page"`); the URL is not logged, as it holds the API key.
 * @throws ContentFetchError as `requestJson` does, for any other failure.
 */
export async function requestContent(
  url: URL,
  options: RequestJsonOptions,
  what: string,
): Promise<ContentResponse> {
  const drafts = draftParamsOf(url)
  if (drafts.length === 0)
    return { body: await requestJson(url.toString(), options), url: url.href }
  const published = withoutDrafts(url).href
  if (!mayReadDrafts(url, options)) {
    console.warn(
      `${NO_PREVIEW_TOKEN_WARNING} (${what}: ${drafts.join(', ')}): fetching the published ` +
        `content instead. Open the editor's preview link, which carries a token, to see drafts.`,
    )
    return { body: await requestJson(published, options), url: published }
  }
  try {
    return { body: await requestJson(url.href, options), url: url.href }
  } catch (error) {
    if (!(error instanceof ContentFetchError) || error.status !== 403) throw error
    console.warn(
      `${REFUSED_DRAFTS_WARNING} (${what}: ${drafts.join(', ')}): ` +
        `${error.detail ?? 'status 403'}. Fetching the published content instead.`,
    )
    return { body: await requestJson(published, options), url: published }
  }
}
