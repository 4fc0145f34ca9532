import type { Animation } from '@tessera/core'

/** `easeInOut` → `ease-in-out`; kebab-case and cubic-bezier values are kept. */
export function toCssEasing(easing: string | undefined): string {
  if (typeof easing !== 'string' || easing.trim() === '') return 'ease'
  return easing.trim().replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

function seconds(value: unknown): string {
  return `${typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0}s`
}

/**
 * The `:hover` styles of a block's hover animations: for each `hover` animation with a second
 * step, that step's styles with `transition: all <duration>s <easing>` and
 * `transition-delay: <delay>s`. Empty when there is none.
 */
export function getHoverAnimationStyles(
  animations: readonly Animation[] | undefined,
): Array<Record<string, unknown>> {
  if (!Array.isArray(animations)) return []
  const styles: Array<Record<string, unknown>> = []
  for (const animation of animations) {
    if (animation?.trigger !== 'hover') continue
    const step = Array.isArray(animation.steps) ? animation.steps[1] : undefined
    if (!step) continue
    styles.push({
      ...step.styles,
      transition: `all ${seconds(animation.duration)} ${toCssEasing(animation.easing)}`,
      transitionDelay: seconds(animation.delay),
    })
  }
  return styles
}
