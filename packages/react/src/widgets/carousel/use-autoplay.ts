import { useEffect, useReducer } from 'react'
import type { ActionDispatch } from 'react'
import { AUTOPLAY_START, autoplayReducer, autoplayStatus } from './autoplay-state.ts'
import type { AutoplayEvent, AutoplayState } from './autoplay-state.ts'
import { AUTOPLAY_TIMER_EXTRA_MS } from './constants.ts'

/**
 * The autoplay state (see `autoplayReducer`) and its timer: while `enabled` and `playing`,
 * `step` runs every `interval` + {@link AUTOPLAY_TIMER_EXTRA_MS} ms. The timer starts in an
 * effect (never on the server or during hydration) and restarts when `step` or `interval`
 * change, so `step` should be stable across slide changes.
 */
export function useAutoplay(
  enabled: boolean,
  interval: number,
  step: () => void,
): [AutoplayState, ActionDispatch<[AutoplayEvent]>, boolean] {
  const [state, dispatch] = useReducer(autoplayReducer, AUTOPLAY_START)
  const playing = enabled && autoplayStatus(state) == 'playing'
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(step, interval + AUTOPLAY_TIMER_EXTRA_MS)
    return () => clearInterval(timer)
  }, [playing, interval, step])
  return [state, dispatch, playing]
}
