import type { Block } from '@tessera/core'
import type { BuilderContextValue } from '../types.ts'

/** Deeper than this, a list is not scanned: it is taken to read everything (see below). */
const MAX_DEPTH = 100

/** The code a list's HTML may evaluate: its binding expressions. */
interface ListCode {
  bindings: string[]
  /** Too deep to scan: the HTML may depend on anything in the context. */
  isUnbounded: boolean
}

/** Adds the code found under `value` (any block field, nested blocks included) to `code`. */
function collect(value: unknown, depth: number, code: ListCode): void {
  if (typeof value !== 'object' || value === null) return
  if (depth > MAX_DEPTH) {
    code.isUnbounded = true
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, depth + 1, code)
    return
  }
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue
    const item = record[key]
    if (key === 'bindings' && typeof item === 'object' && item !== null) {
      for (const path in item) {
        const expression = (item as Record<string, unknown>)[path]
        if (Object.hasOwn(item, path) && typeof expression === 'string') {
          code.bindings.push(expression)
        }
      }
    } else {
      collect(item, depth + 1, code)
    }
  }
}

/** The code of each list met, kept per list (content is not changed in place). */
const listCodes = new WeakMap<readonly Block[], ListCode | null>()

function listCode(list: readonly Block[]): ListCode | null {
  let code = listCodes.get(list)
  if (code === undefined) {
    const found: ListCode = { bindings: [], isUnbounded: false }
    collect(list, 0, found)
    code = found.bindings.length === 0 && !found.isUnbounded ? null : found
    listCodes.set(list, code)
  }
  return code
}

/**
 * What the static HTML of `list` reads of the state, as a value to compare with `Object.is`:
 * `''` for a list without bindings (its HTML never depends on the state); otherwise the JSON
 * of the value of every binding under the list (nested blocks included, hidden ones too),
 * evaluated in `context` now; or `context` itself
 * when that cannot be told (a value JSON cannot write, a list too deep to scan). A block list
 * memoizes its plan on it, so a bound block written as HTML is written again when a value it
 * reads changes, and only then.
 */
export function stateSignature(
  list: readonly Block[],
  context: BuilderContextValue | null,
): unknown {
  const code = context ? listCode(list) : null
  if (!code || !context) return ''
  if (code.isUnbounded) return context
  try {
    return JSON.stringify(code.bindings.map((expression) => context.evaluate(expression)))
  } catch {
    return context
  }
}
