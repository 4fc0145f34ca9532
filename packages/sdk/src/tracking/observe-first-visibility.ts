/** The parts of `IntersectionObserver` that impression tracking uses. */
export interface VisibilityObserver {
  observe(target: Element): void
  disconnect(): void
}

/** A constructor like `IntersectionObserver`. */
export type VisibilityObserverConstructor = new (
  callback: (entries: ReadonlyArray<{ readonly isIntersecting: boolean }>) => void,
) => VisibilityObserver

export interface ObserveFirstVisibilityOptions {
  element: Element
  /** Called once, the first time the element intersects the viewport. */
  onVisible: () => void
  /**
   * Without one (old browsers, the server) the element counts as visible at once.
   * Default: none.
   */
  IntersectionObserver?: VisibilityObserverConstructor | undefined
}

/**
 * Calls `onVisible` the first time `element` is in the viewport, then stops observing.
 * Returns a function that stops observing early.
 */
export function observeFirstVisibility(options: ObserveFirstVisibilityOptions): () => void {
  const { element, onVisible, IntersectionObserver: Observer } = options
  let done = false
  const fire = (): void => {
    if (done) return
    done = true
    onVisible()
  }
  if (!Observer) {
    fire()
    return () => undefined
  }
  let observer: VisibilityObserver | undefined
  const stop = (): void => {
    done = true
    observer?.disconnect()
  }
  try {
    observer = new Observer((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer?.disconnect()
      fire()
    })
    observer.observe(element)
  } catch {
    // An observer that cannot watch this element: count the content as seen.
    observer?.disconnect()
    fire()
  }
  return stop
}
