import { cssObjectToText, escapeCssIdentifier } from '@tessera/core/css'
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
 * The CSS of a block's hover animations: for each `hover` animation with a second step,
 * `.<id>:hover { <step 1 styles>; transition: all <duration>s <easing>; transition-delay: <delay>s }`.
 * `''` when there is none.
 */
export function getHoverAnimationCss(
  blockId: string,
  animations: readonly Animation[] | undefined,
): string {
  if (!Array.isArray(animations) || blockId === '') return ''
  const rules: string[] = []
  for (const animation of animations) {
    if (animation?.trigger !== 'hover') continue
    const step = Array.isArray(animation.steps) ? animation.steps[1] : undefined
    if (!step) continue
    const body = cssObjectToText(
      {
        ...step.styles,
        transition: `all ${seconds(animation.duration)} ${toCssEasing(animation.easing)}`,
        transitionDelay: seconds(animation.delay),
      },
      { indent: '  ' },
    )
    rules.push(`.${escapeCssIdentifier(blockId)}:hover {\n${body}\n}`)
  }
  return rules.join('\n')
}
