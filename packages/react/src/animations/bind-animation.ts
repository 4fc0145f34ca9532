import { ANIMATION_END_SLACK_MS, LOG_PREFIX, SCROLL_ANIMATION_THROTTLE_MS } from '@tessera/core'
import type { Animation } from '@tessera/core'
import type { AnimationStyles } from './animation-styles.ts'

/** The browser parts animations use (injectable for tests). */
export interface AnimationEnvironment {
  document: Pick<Document, 'getElementsByClassName'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerHeight'>
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** The message logged when an animation's element is not in the page. */
export const ELEMENT_NOT_FOUND_MESSAGE = `${LOG_PREFIX}Cannot animate element: element with ID not found`

function defaultEnvironment(): AnimationEnvironment {
  return {
    document,
    window,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  }
}

function applyStyles(element: HTMLElement, styles: AnimationStyles['first']): void {
  if (styles) Object.assign(element.style, styles)
}

function isInView(element: HTMLElement, thresholdPercent: number, viewport: number): boolean {
  const rect = element.getBoundingClientRect()
  const inset = (Math.min(Math.max(thresholdPercent, 0), 100) / 100) * viewport
  return rect.bottom > inset && rect.top < viewport - inset
}

/**
 * Runs one `pageLoad` or `scrollInView` animation on the elements whose class is
 * `animation.elementId` (else `blockId`): the first step's styles at once, then a transition
 * (`all <duration>s <easing>`, after `delay`) to the second step — on the next tick for
 * `pageLoad`, when the element enters the viewport inset by `thresholdPercent`% for
 * `scrollInView` (scroll checks throttled to 200 ms; `repeat` re-arms on leaving). The
 * transition is removed `duration + delay + 100 ms` after it starts. Browser only.
 * @param styles - the steps' styles and the easing, as the DOM takes them (`getAnimationStyles`)
 * @returns a function that stops listening and cancels pending timers
 */
export function bindAnimation(
  animation: Animation,
  blockId: string,
  styles: AnimationStyles,
  environment: AnimationEnvironment = defaultEnvironment(),
): () => void {
  const env = environment
  const steps = Array.isArray(animation.steps) ? animation.steps : []
  const first = steps[0]
  const last = steps[1]
  const id = animation.elementId || blockId
  const elements = Array.from(env.document.getElementsByClassName(id)) as HTMLElement[]
  if (elements.length === 0 || !first || !last) {
    if (elements.length === 0) console.warn(`${ELEMENT_NOT_FOUND_MESSAGE}: ${id}`)
    return () => {}
  }
  const timers = new Set<unknown>()
  const later = (callback: () => void, ms: number) => {
    const handle = env.setTimeout(() => {
      timers.delete(handle)
      callback()
    }, ms)
    timers.add(handle)
  }
  const duration = Number(animation.duration) || 0
  const delay = Number(animation.delay) || 0

  const reset = (element: HTMLElement) => {
    element.style.transition = ''
    element.style.transitionDelay = ''
    applyStyles(element, styles.first)
  }
  const play = (element: HTMLElement) => {
    element.style.transition = `all ${duration}s ${styles.easing}`
    element.style.transitionDelay = `${delay}s`
    applyStyles(element, styles.last)
    later(
      () => {
        element.style.transition = ''
        element.style.transitionDelay = ''
      },
      (duration + delay) * 1000 + ANIMATION_END_SLACK_MS,
    )
  }

  elements.forEach(reset)
  if (animation.trigger !== 'scrollInView') {
    later(() => elements.forEach(play), 0)
    return () => timers.forEach((handle) => env.clearTimeout(handle))
  }

  const played = new Set<HTMLElement>()
  const check = () => {
    for (const element of elements) {
      const visible = isInView(element, animation.thresholdPercent ?? 0, env.window.innerHeight)
      if (visible && !played.has(element)) {
        played.add(element)
        play(element)
      } else if (!visible && animation.repeat && played.has(element)) {
        played.delete(element)
        reset(element)
      }
    }
    if (!animation.repeat && played.size === elements.length) stop()
  }
  let throttled: unknown
  let pending = false
  const onScroll = () => {
    if (throttled !== undefined) {
      pending = true
      return
    }
    check()
    throttled = env.setTimeout(() => {
      throttled = undefined
      if (pending) {
        pending = false
        onScroll()
      }
    }, SCROLL_ANIMATION_THROTTLE_MS)
  }
  const stop = () => env.window.removeEventListener('scroll', onScroll)
  env.window.addEventListener('scroll', onScroll, { passive: true })
  check()
  return () => {
    stop()
    if (throttled !== undefined) env.clearTimeout(throttled)
    timers.forEach((handle) => env.clearTimeout(handle))
  }
}
