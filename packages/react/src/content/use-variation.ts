import { applyVariation, hasVariations, isKnownVariation, LOG_PREFIX } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { assignVariation, createDocumentCookieJar } from '@tessera/sdk/site'
import { useMemo, useState, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** The entry showing its `testVariationId` group (data replaced when the variation is present). */
function showAssigned(content: Entry): Entry {
  const id = content.testVariationId
  if (id === undefined || id === content.id || !isKnownVariation(content, id)) return content
  return applyVariation(content, id)
}

/**
 * Picks the split-test group to render:
 * - `testVariationId` already set (the server assigned it): that group only;
 * - no variations, or `isDisabled` (editing, previews): the content as it is;
 * - otherwise, on the server and while hydrating: the default group only (no hidden copies);
 *   in the browser: the visitor's group from `assignVariation` with the document cookie jar,
 *   chosen once per content. After hydration this replaces the server's default, so sites
 *   should assign on the server (`assignVariation` with `createHeaderCookieJar`).
 */
export function useVariation(
  content: Entry | null,
  options: { canTrack: boolean; isDisabled: boolean },
): Entry | null {
  const [chosen] = useState(() => new WeakMap<Entry, Entry>())
  const assigned = useMemo(() => (content ? showAssigned(content) : null), [content])
  const needsChoice =
    assigned !== null &&
    !options.isDisabled &&
    typeof assigned.testVariationId !== 'string' &&
    hasVariations(assigned)

  const getClientSnapshot = (): Entry | null => {
    if (!needsChoice || assigned === null) return assigned
    let entry = chosen.get(assigned)
    if (entry === undefined) {
      try {
        entry = assignVariation({
          entry: assigned,
          cookieJar: createDocumentCookieJar(),
          canTrack: options.canTrack,
        })
      } catch (error) {
        console.warn(`${LOG_PREFIX}split test could not be assigned`, error)
        entry = assigned
      }
      chosen.set(assigned, entry)
    }
    return entry
  }
  return useSyncExternalStore(subscribe, getClientSnapshot, () => assigned)
}
