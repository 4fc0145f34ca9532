import type { Block } from '@tessera/core'
import { getComponentForModel } from '../pipeline/get-component-for-model.ts'
import type { BuilderContextValue } from '../types.ts'
import { hasNoDynamicParts } from './is-static-block.ts'

/** Deeper than this, a list is not scanned: it is taken to read everything (see below). */
const MAX_DEPTH = 100

/** The bindings a list's HTML may evaluate, for one registry and model. */
interface ListCode {
  registry: BuilderContextValue['registry']
  model: string
  bindings: string[]
  /** Too deep to scan: the HTML may depend on anything in the context. */
  isUnbounded: boolean
}

/** Whether an object is a block (or may be one): it has a field only blocks have. */
function isBlockLike(record: Record<string, unknown>): boolean {
  return 'component' in record || 'bindings' in record || 'children' in record
}

/**
 * Whether the HTML writer may write this block, so evaluate its bindings in the list's
 * context: not when it repeats, has actions or animations, or its component has no
 * `renderHtml`. Those render through React (a repeat, a Symbol or a state provider with a
 * state of their own), their bindings evaluated there, not in the list's plan.
 */
function isWritable(block: Block, code: ListCode): boolean {
  if (!hasNoDynamicParts(block)) return false
  const name = block.component?.name
  if (typeof name !== 'string' || name === '') return true
  const definition = getComponentForModel(code.registry, name, code.model)
  return typeof definition?.renderHtml === 'function'
}

function addBindings(bindings: unknown, code: ListCode): void {
  if (typeof bindings !== 'object' || bindings === null) return
  const record = bindings as Record<string, unknown>
  for (const path in record) {
    const expression = record[path]
    if (Object.hasOwn(record, path) && typeof expression === 'string') {
      code.bindings.push(expression)
    }
  }
}

/** Adds the bindings of the blocks the writer may write under `value` to `code`. */
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
  if (isBlockLike(record) && !isWritable(record as unknown as Block, code)) return
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue
    if (key === 'bindings') addBindings(record[key], code)
    else collect(record[key], depth + 1, code)
  }
}

/** The code of each list met, kept per list (content is not changed in place). */
const listCodes = new WeakMap<readonly Block[], ListCode>()

function listCode(list: readonly Block[], context: BuilderContextValue): ListCode {
  const { registry, model } = context
  let code = listCodes.get(list)
  if (code === undefined || code.registry !== registry || code.model !== model) {
    code = { registry, model, bindings: [], isUnbounded: false }
    collect(list, 0, code)
    listCodes.set(list, code)
  }
  return code
}

/**
 * What the static HTML of `list` reads of the state, as a value to compare with `Object.is`:
 * `''` for a list whose HTML writes no bound block (it never depends on the state); otherwise
 * the JSON of the value of every binding of the blocks it may write (nested blocks included,
 * hidden ones too), evaluated in `context` now; or `context` itself when that cannot be told
 * (a value JSON cannot write, a list too deep to scan). A block list memoizes its plan on it,
 * so a bound block written as HTML is written again when a value it reads changes, and only
 * then. Always `''` where there is no document (servers render a list once).
 */
export function stateSignature(
  list: readonly Block[],
  context: BuilderContextValue | null,
): unknown {
  // Without a document (a server) a list renders once: there is no later render to compare.
  if (!context || list.length === 0 || typeof document === 'undefined') return ''
  const code = listCode(list, context)
  if (code.isUnbounded) return context
  if (code.bindings.length === 0) return ''
  try {
    return JSON.stringify(code.bindings.map((expression) => context.evaluate(expression)))
  } catch {
    return context
  }
}
