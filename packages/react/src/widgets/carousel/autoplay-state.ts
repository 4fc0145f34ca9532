/**
 * The autoplay state machine, pure. Autoplay runs only in `playing`: the pointer over the
 * carousel (`hovered`) or focus inside it (`focused`) suspends it until both end, and the
 * pause/play button (`paused`, WCAG 2.2.2) stops it until pressed again, whatever the pointer
 * and focus do meanwhile.
 * @module
 */

/** Flags behind the status. */
export interface AutoplayState {
  hovered: boolean
  focused: boolean
  paused: boolean
}

/** What happened: pointer in/out, focus in/out of the carousel, the pause/play button pressed. */
export type AutoplayEvent = 'enter' | 'leave' | 'focus' | 'blur' | 'toggle'

/** The four states, by precedence: the user's pause wins, then focus, then hover. */
export type AutoplayStatus = 'playing' | 'hovered' | 'focused' | 'paused'

/** Nothing hovered, focused or paused. */
export const AUTOPLAY_START: AutoplayState = { hovered: false, focused: false, paused: false }

/**
 * The next state. `toggle` pauses; pressed again it plays at once, even though the pointer and
 * focus are on the button: hover and focus are cleared and only suspend again when they start
 * anew (otherwise pressing play would do nothing visible until the pointer left).
 */
export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  if (event == 'toggle') return state.paused ? AUTOPLAY_START : { ...state, paused: true }
  if (event == 'enter' || event == 'leave') return { ...state, hovered: event == 'enter' }
  return event == 'focus' || event == 'blur' ? { ...state, focused: event == 'focus' } : state
}

/** The status of `state` (see {@link AutoplayStatus}). */
export function autoplayStatus(state: AutoplayState): AutoplayStatus {
  if (state.paused) return 'paused'
  if (state.focused) return 'focused'
  return state.hovered ? 'hovered' : 'playing'
}
