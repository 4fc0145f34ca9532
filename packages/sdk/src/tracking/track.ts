import { isEditing } from '../editor/is-editing.ts'
import type { TrackData } from './build-tracked-event.ts'
import { createTracker } from './create-tracker.ts'
import type { Tracker } from './create-tracker.ts'
import type { TrackerOptions } from './tracker-options.ts'

/** What {@link track} takes: Builder gen-2's `track` arguments. */
export interface TrackOptions extends TrackData {
  /** The event type (`impression`, `click`, `conversion` or any other). */
  type: string
  /** The space's public API key. */
  apiKey: string
  /** Default: the tracker's (`DEFAULT_API_HOST`). */
  apiHost?: string
  /** `false` sends nothing. Default: true (as gen-2's `track`). */
  canTrack?: boolean
}

/** The browser environment of a tracker, for tests and non-standard hosts. */
export type TrackEnvironment = Omit<TrackerOptions, 'apiKey' | 'apiHost' | 'canTrack'>

/** One tracker per API key and host, so calls share the session, the visitor and the batching. */
const trackers = new Map<string, Tracker>()

function trackerFor(options: TrackOptions): Tracker {
  const { apiKey, apiHost } = options
  const key = `${apiKey}\n${apiHost ?? ''}`
  let tracker = trackers.get(key)
  if (!tracker) {
    tracker = createTracker({ apiKey, apiHost })
    trackers.set(key, tracker)
  }
  return tracker
}

/**
 * Sends one event to `{apiHost}/api/v1/track`, like Builder gen-2's `track` (which ignores
 * `canTrack`; here `canTrack: false` sends nothing, and events are batched with the page's
 * others and skipped for bots, as `createTracker` does): with the session,
 * visitor and user attributes of the page's tracker for this API key; nothing while the page is
 * being edited, with `canTrack: false`, for bots or off the browser (see `createTracker`).
 * Resolves once the event has been sent (failures are logged, never thrown).
 * @example await track({ type: 'conversion', apiKey, contentId: entry.id, amount: 20 })
 */
export async function track(options: TrackOptions, environment?: TrackEnvironment): Promise<void> {
  const { type, apiKey, apiHost, canTrack, ...data } = options
  if (canTrack === false || isEditing()) return
  if (environment) {
    // Its own tracker, disposed of (listeners removed) once the event is sent.
    const tracker = createTracker({ ...environment, apiKey, apiHost })
    tracker.track(type, data)
    await tracker.dispose()
    return
  }
  // Off the browser nothing is sent: no tracker is created (or kept) for it.
  if (typeof window === 'undefined') return
  const tracker = trackerFor(options)
  tracker.track(type, data)
  await tracker.flush()
}
