import type { Block } from '@tessera/core'
import { hasOwnKey } from '../pipeline/has-own-key.ts'

/** Whether a block field that would need the evaluator or the browser is absent or empty. */
function isUnused(value: unknown): boolean {
  return !value || (typeof value === 'object' && Object.keys(value).length === 0)
}

/**
 * Whether a block may render as static HTML as far as its own data goes: no `repeat`, and no
 * `actions` or `animations` (empty ones are fine). Bindings are fine: they are evaluated while
 * the HTML is written. Its component and its children are checked where they render.
 */
export function hasNoDynamicParts(block: Block): boolean {
  return !block.repeat && isUnused(block.actions) && isUnused(block.animations)
}

/** Whether an option value is a string that `{{expr}}` interpolation would change. */
export function hasInterpolation(options: Readonly<Record<string, unknown>>): boolean {
  for (const name in options) {
    if (!hasOwnKey(options, name)) continue
    const value = options[name]
    if (typeof value === 'string' && value.includes('{{')) return true
  }
  return false
}
