import { createDocumentCookieJar, createTracker } from '@tessera/react'
import type { ContentRef, Tracker } from '@tessera/react'
import type { PendingCookie } from '../lib/choose-variant.ts'
import { useEffect, useState } from 'react'

/**
 * The browser side of tracking and split tests: one tracker per page load, conversions from
 * clicks on `[data-track-conversion]`, and the split-test cookie chosen on the server.
 * @module
 */

/** Elements whose clicks count as conversions (a block's `properties`). */
export const CONVERSION_SELECTOR = '[data-track-conversion]'

let tracker: { key: string; value: Tracker } | undefined

/** The page's tracker, created on first use in the browser (it sends nothing for bots). */
function getTracker(apiKey: string, apiHost: string): Tracker {
  const key = `${apiHost} ${apiKey}`
  if (tracker?.key !== key) tracker = { key, value: createTracker({ apiKey, apiHost }) }
  return tracker.value
}

/** What tracking needs to know about the page. */
export interface SiteTrackingOptions {
  apiKey: string
  apiHost: string
  contentId: string | undefined
  variationId: string | undefined
  /** Previews and the editor track nothing. */
  isPreviewing: boolean
  testCookies: readonly PendingCookie[] | undefined
}

/**
 * Returns the tracker for `<Content tracker>` (`undefined` on the server and in previews),
 * writes the split-test cookies the server chose (server components cannot set cookies), and
 * records a conversion, with the content and variation ids, on each click inside an element
 * matching {@link CONVERSION_SELECTOR}.
 */
export function useSiteTracking(options: SiteTrackingOptions): Tracker | undefined {
  const { apiKey, apiHost, contentId, variationId, isPreviewing, testCookies } = options
  // Created while hydrating: the server renders without one (it would track nothing there).
  const [active] = useState(() =>
    typeof window === 'undefined' || isPreviewing ? undefined : getTracker(apiKey, apiHost),
  )

  useEffect(() => {
    if (testCookies === undefined) return
    const secure = window.location.protocol === 'https:'
    const jar = createDocumentCookieJar()
    for (const cookie of testCookies) {
      jar.set(cookie.name, cookie.value, { ...cookie.options, secure })
    }
  }, [testCookies])

  useEffect(() => {
    if (active === undefined || contentId === undefined) return undefined
    const ref: ContentRef =
      variationId && variationId !== contentId ? { contentId, variationId } : { contentId }
    const onClick = (event: MouseEvent) => {
      const target = event.target
      if (target instanceof Element && target.closest(CONVERSION_SELECTOR) !== null) {
        active.trackConversion(ref)
      }
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [active, contentId, variationId])

  return active
}
