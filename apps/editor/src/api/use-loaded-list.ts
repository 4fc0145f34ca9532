import { useCallback, useState } from 'react'
import type { DependencyList } from 'react'
import type { Listed } from './list-all.ts'
import { useLoaded } from './use-loaded.ts'
import type { Loaded } from './use-loaded.ts'

/**
 * A list a screen shows a part of: `useLoaded`'s answer (a `Listed`, perhaps with more fields),
 * and asking for `step` more.
 */
export interface LoadedList<L extends Listed<unknown>> extends Loaded<L> {
  showMore: () => void
}

/**
 * `useLoaded` for a long listing read `step` items at a time: `load(max)` reads the first `max`
 * (see `listAll`); `showMore()` reads again with `step` more. Reading from the start again keeps
 * a reload after a change (an upload, a deletion) simple and right; the count shown is kept
 * when the search changes.
 */
export function useLoadedList<L extends Listed<unknown>>(
  load: (max: number) => Promise<L>,
  deps: DependencyList,
  step: number,
  delayMs = 0,
): LoadedList<L> {
  const [max, setMax] = useState(step)
  const loaded = useLoaded(() => load(max), [...deps, max], delayMs)
  const showMore = useCallback(() => setMax((shown) => shown + step), [step])
  return { ...loaded, showMore }
}
