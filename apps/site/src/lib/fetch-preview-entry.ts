import { ContentFetchError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { fetchPageEntry } from './fetch-page-entry.ts'
import type { FetchPageEntryOptions } from './fetch-page-entry.ts'
import type { PageFetchPlan } from './plan-page-fetch.ts'
import type { ServiceConfig } from './site-config.ts'

/**
 * A preview URL (`?builder.preview=page`, `builder.overrides.*`) asks the content service for
 * drafts, which it gives only with a preview token (`builder.previewToken`, made by the editor's
 * preview link). Such a URL never breaks the page: without a token, or with one the service
 * refuses (expired, another space's), the page shows its published content and the site logs
 * why.
 * @module
 */

/** Logged when a preview URL has no `builder.previewToken`. */
export const NO_PREVIEW_TOKEN_MESSAGE =
  'Preview URL without builder.previewToken: showing the published content (open the preview from the editor to see drafts)'
/** Logged when the service refuses the preview token. */
export const REFUSED_PREVIEW_TOKEN_MESSAGE =
  'The content service refused the preview token (expired or of another space): showing the published content'

/** Whether the plan asks for drafts (`preview`, `overrides.*`). */
export function wantsDrafts(plan: PageFetchPlan): boolean {
  return Object.keys(plan.fetchOptions.options ?? {}).some(
    (name) => name === 'preview' || name === 'overrides' || name.startsWith('overrides.'),
  )
}

/** The same plan, for the published content only (no draft options, no token). */
export function withoutDrafts(plan: PageFetchPlan): PageFetchPlan {
  const options: Record<string, string> = {}
  for (const [name, value] of Object.entries(plan.fetchOptions.options ?? {})) {
    const isDraft = name === 'preview' || name === 'previewToken' || name.startsWith('overrides')
    if (!isDraft) options[name] = String(value)
  }
  return { ...plan, fetchOptions: { ...plan.fetchOptions, options } }
}

export interface FetchPreviewEntryOptions extends FetchPageEntryOptions {
  /** Where the reason for showing published content goes. Default: `console.warn`. */
  warn?: (message: string) => void
}

/**
 * Fetches a page's entry: the draft when the plan asks for it with a preview token the service
 * accepts, else the published entry (logging why when drafts were asked for).
 * @throws ContentFetchError when the service fails otherwise (see `fetchPageEntry`).
 */
export async function fetchPreviewEntry(
  plan: PageFetchPlan,
  config: ServiceConfig,
  options: FetchPreviewEntryOptions = {},
): Promise<Entry | null> {
  const { warn = (message: string) => console.warn(`[tessera-site] ${message}`), ...rest } = options
  if (!wantsDrafts(plan)) return fetchPageEntry(plan, config, rest)
  if (!plan.fetchOptions.options?.['previewToken']) {
    warn(NO_PREVIEW_TOKEN_MESSAGE)
    return fetchPageEntry(withoutDrafts(plan), config, rest)
  }
  try {
    return await fetchPageEntry(plan, config, rest)
  } catch (error) {
    if (!(error instanceof ContentFetchError) || error.status !== 403) throw error
    warn(`${REFUSED_PREVIEW_TOKEN_MESSAGE} (${error.detail ?? error.message})`)
    return fetchPageEntry(withoutDrafts(plan), config, rest)
  }
}
