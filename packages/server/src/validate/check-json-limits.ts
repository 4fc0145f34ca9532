/**
 * Deepest nesting of arrays and objects accepted in a JSON body. Deeper data made recursive
 * code overflow the stack (a 500); real content stays far below (a page's blocks nested 30 deep
 * use about 90 levels).
 */
export const MAX_JSON_DEPTH = 256

export interface JsonLimitsOptions {
  /** Default {@link MAX_JSON_DEPTH}. */
  maxDepth?: number
  /**
   * Refuse the NUL character (U+0000) in strings and keys: PostgreSQL text cannot hold it, so
   * it would fail the write with a 500 (and a batch with it). Default true.
   */
  refuseNul?: boolean
}

/** Where a JSON value breaks a limit, and how; see {@link findJsonLimitProblem}. */
export interface JsonLimitProblem {
  /** `data.blocks.0.children`, or `(root)`. */
  path: string
  message: string
}

/** A value met during the walk; the path is rebuilt from `parent` links only on failure. */
interface Visit {
  value: unknown
  depth: number
  key?: string | number
  parent?: Visit
}

function pathOf(visit: Visit): string {
  const segments: Array<string | number> = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    segments.unshift(at.key)
  }
  return segments.length === 0 ? '(root)' : segments.join('.')
}

/**
 * The first place where a parsed JSON value nests deeper than the limit or holds a NUL
 * character, walking without recursion (so the check itself cannot overflow the stack); none
 * when it is within the limits.
 * @example findJsonLimitProblem({ name: 'a\u0000' }) // { path: 'name', message: '…NUL…' }
 */
export function findJsonLimitProblem(
  value: unknown,
  options: JsonLimitsOptions = {},
): JsonLimitProblem | undefined {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH
  const refuseNul = options.refuseNul ?? true
  const stack: Visit[] = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const visit = stack.pop() as Visit
    const item = visit.value
    if (typeof item === 'string') {
      if (refuseNul && item.includes('\u0000')) {
        return { path: pathOf(visit), message: 'the NUL character (\\u0000) is not allowed' }
      }
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    if (visit.depth >= maxDepth) {
      return { path: pathOf(visit), message: `nested deeper than ${maxDepth} levels` }
    }
    const depth = visit.depth + 1
    if (Array.isArray(item)) {
      item.forEach((element, key) => stack.push({ value: element, depth, key, parent: visit }))
      continue
    }
    for (const [key, element] of Object.entries(item)) {
      if (refuseNul && key.includes('\u0000')) {
        const message = 'the NUL character (\\u0000) is not allowed in keys'
        return { path: pathOf(visit), message }
      }
      stack.push({ value: element, depth, key, parent: visit })
    }
  }
  return undefined
}
