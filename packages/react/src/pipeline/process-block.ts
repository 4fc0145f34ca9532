import { interpolateText } from '@tessera/core'
import type { Block } from '@tessera/core'
import { setIn } from '../state/set-in.ts'
import { escapeHtml } from './escape-html.ts'
import { hasOwnKey } from './has-own-key.ts'
import { resolveLocalizedValues } from './resolve-localized-values.ts'

const NO_NAMES: readonly string[] = []

/** Options of {@link processBlock}. */
export interface ProcessBlockOptions {
  /** Evaluates author code in the block's scope; returns undefined on error. */
  evaluate: (code: string) => unknown
  /** Locale of localized values. Default: none (`Default` values, `onMissingLocale` called). */
  locale?: string
  /** Option names whose `{{expr}}` are interpolated (the registration's `interpolatedOptions`). */
  interpolatedOptions?: readonly string[]
  /** Called when a localized value is met without a locale. */
  onMissingLocale?: () => void
  /** Called for a binding whose path is refused (`__proto__`…). */
  onInvalidBinding?: (path: string, error: unknown) => void
}

/** The block as it renders, and whether it renders at all. */
export interface ProcessedBlock {
  block: Block
  /** False when `hide` is truthy, or `show` is present and falsy. */
  isVisible: boolean
}

function interpolate(text: string, evaluate: (code: string) => unknown): string {
  return interpolateText(text, (code) => {
    const value = evaluate(code)
    return value === undefined || value === null ? value : escapeHtml(String(value))
  })
}

/**
 * Applies to a copy of `block`, in order: localized values of `component.options`, `{{expr}}`
 * interpolation of the interpolated options (values HTML-escaped), then each binding (a dot
 * path on the block set to the value of its expression). Then decides visibility from
 * `hide` / `show`. Pure apart from `evaluate`; the input is never modified, and a block without
 * options, bindings or localized values comes back as the same object.
 */
export function processBlock(block: Block, options: ProcessBlockOptions): ProcessedBlock {
  let next = block
  const componentOptions = block.component?.options
  if (block.component && componentOptions) {
    let resolved = resolveLocalizedValues(
      componentOptions,
      options.locale,
      options.onMissingLocale,
    ) as Record<string, unknown>
    for (const name of options.interpolatedOptions ?? NO_NAMES) {
      const text = resolved[name]
      if (typeof text === 'string' && text.includes('{{')) {
        resolved = { ...resolved, [name]: interpolate(text, options.evaluate) }
      }
    }
    if (resolved !== componentOptions) {
      next = { ...block, component: { ...block.component, options: resolved } }
    }
  }
  const bindings = block.bindings
  if (bindings) {
    for (const path in bindings) {
      if (!hasOwnKey(bindings, path)) continue
      const code = bindings[path]
      if (typeof code !== 'string') continue
      try {
        next = setIn(next, path.split('.'), options.evaluate(code))
      } catch (error) {
        options.onInvalidBinding?.(path, error)
      }
    }
  }
  const isHidden = Boolean(next.hide)
  const isShown = !Object.hasOwn(next, 'show') || Boolean(next.show)
  return { block: next, isVisible: !isHidden && isShown }
}
