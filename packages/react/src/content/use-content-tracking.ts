import type { Entry } from '@tessera/core'
import type { Tracker } from '@tessera/sdk'
import { useEffect } from 'react'
import type { RefObject } from 'react'

/**
 * With a `tracker`, records an impression when the content is first seen and a click for each
 * click on it (not while editing or previewing, nor with `canTrack: false`).
 */
export function useContentTracking(
  tracker: Tracker | undefined,
  content: Entry | null,
  rootRef: RefObject<HTMLElement | null>,
  isEnabled: boolean,
): void {
  const contentId = content?.id
  const variationId = content?.testVariationId
  useEffect(() => {
    const root = rootRef.current
    if (!tracker || !isEnabled || !root || !contentId) return undefined
    const ref =
      variationId && variationId !== contentId ? { contentId, variationId } : { contentId }
    const stopObserving = tracker.observeImpression(root, ref)
    const onClick = (event: MouseEvent) => tracker.trackClick(event, { ...ref, element: root })
    root.addEventListener('click', onClick)
    return () => {
      stopObserving()
      root.removeEventListener('click', onClick)
    }
  }, [tracker, isEnabled, contentId, variationId, rootRef])
}
