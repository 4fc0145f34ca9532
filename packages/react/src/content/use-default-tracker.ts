import { createTracker } from '@tessera/sdk/site'
import type { Tracker } from '@tessera/sdk/site'
import { useMemo } from 'react'

/**
 * Tracking on by default, as Builder's gen-2 SDK does: a `<Content>` given no `tracker` sends its
 * impressions and clicks to `{apiHost}/api/v1/track` with a tracker of its own, so that a site
 * moving from Builder keeps its analytics without writing any code. `canTrack={false}` (or a
 * preview, the editor, a bot, no API key) sends nothing.
 * @module
 */

/** One tracker per page load and service (shared session, visitor and batches). */
const trackers = new Map<string, Tracker>()

/** The page's default tracker for a key and host, made on first use (browser only). */
function getDefaultTracker(apiKey: string, apiHost: string | undefined): Tracker {
  const key = `${apiHost ?? ''} ${apiKey}`
  let tracker = trackers.get(key)
  if (!tracker) {
    tracker = createTracker(apiHost === undefined ? { apiKey } : { apiKey, apiHost })
    trackers.set(key, tracker)
  }
  return tracker
}

export interface DefaultTrackerOptions {
  /** Whether the default applies (no `tracker` given, outermost content, `canTrack`, not previewing). */
  isWanted: boolean
  /** Only once hydrated: the server renders the same HTML without a tracker. */
  isHydrated: boolean
  apiKey: string | undefined
  apiHost: string | undefined
}

/** The default tracker of a `<Content>`, or `undefined` where it tracks nothing. */
export function useDefaultTracker(options: DefaultTrackerOptions): Tracker | undefined {
  const { isWanted, isHydrated, apiKey, apiHost } = options
  return useMemo(() => {
    if (!isWanted || !isHydrated || typeof window === 'undefined') return undefined
    if (typeof apiKey !== 'string' || apiKey.trim() === '') return undefined
    return getDefaultTracker(apiKey, apiHost)
  }, [isWanted, isHydrated, apiKey, apiHost])
}
