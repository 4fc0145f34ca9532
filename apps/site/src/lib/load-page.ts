import type { Entry } from '@tessera/core'
import { parseCookieHeader } from '@tessera/sdk'
import { headers } from 'next/headers'
import { cache } from 'react'
import { chooseSymbolVariants } from './choose-symbol-variants.ts'
import { chooseVariant } from './choose-variant.ts'
import type { PendingCookie } from './choose-variant.ts'
import { fetchPageEntry } from './fetch-page-entry.ts'
import { planPageFetch, readRequestHeaders } from './plan-page-fetch.ts'
import type { PageFetchPlan } from './plan-page-fetch.ts'
import { readSiteConfig } from './site-config.ts'
import type { SiteConfig } from './site-config.ts'

/**
 * The page entry of a request, fetched once per request (`generateMetadata` and the page share
 * it through React's `cache`), with its split-test group chosen.
 * @module
 */

/** A page ready to render. */
export interface LoadedPage {
  /** The entry showing the visitor's group; `null` when no page matches. */
  entry: Entry | null
  plan: PageFetchPlan
  config: SiteConfig
  /**
   * The split-test cookies to write in the browser (the page's and its symbols'), for the tests
   * the visitor had no group of yet.
   */
  testCookies: PendingCookie[]
}

/**
 * Fetches the `page` entry whose targeting matches the request (path, host, device, user
 * attributes of the URL) and chooses its split-test group, and those of the split-tested symbols
 * it holds, from the request's cookies. A preview URL shows the draft with a valid preview token,
 * else the published content (the SDK's `fetchOneEntry` falls back to it and logs why). A failing
 * content service makes it throw (the 500 page), except in previews and the editor, which
 * render without content so the editor can still connect.
 * @param path - the URL path (`/` for the home page)
 * @param search - the query string without `?`
 */
export const loadPage = cache(async (path: string, search: string): Promise<LoadedPage> => {
  const config = readSiteConfig()
  const requestHeaders = await headers()
  const plan = planPageFetch({ path, search, ...readRequestHeaders(requestHeaders) })
  let found: Entry | null
  try {
    found = await fetchPageEntry(plan, config)
  } catch (error) {
    if (!plan.isPreviewing) throw error
    console.warn('[tessera-site] preview without content (the editor sends it):', error)
    found = null
  }
  if (found === null) return { entry: null, plan, config, testCookies: [] }
  const options = {
    cookies: parseCookieHeader(requestHeaders.get('cookie')),
    forcedVariations: plan.forcedVariations,
    isPreviewing: plan.isPreviewing,
  }
  const choice = chooseVariant(found, options)
  const symbols = chooseSymbolVariants(choice.entry, options)
  const testCookies = [...(choice.cookie ? [choice.cookie] : []), ...symbols.cookies]
  return { entry: symbols.entry, plan, config, testCookies }
})
