/** Says things to screen readers through a polite live region. */
export interface Announcer {
  say(text: string): void
}

/** An announcer writing into `region` (an `aria-live="polite"` element). */
export function createAnnouncer(region: () => HTMLElement | null): Announcer {
  return {
    say(text) {
      const element = region()
      if (!element) return
      // Emptied first, so the same words said twice are read twice.
      element.textContent = ''
      requestAnimationFrame(() => {
        element.textContent = text
      })
    },
  }
}
