import type { Entry } from '@tessera/core'

const CODE_KEYS: ReadonlySet<string> = new Set(['bindings', 'actions', 'repeat', 'httpRequests'])
const MAX_DEPTH = 200

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value !== 'object' || value === null) return false
  return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0
}

function scan(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('{{')
  if (typeof value !== 'object' || value === null) return false
  // Too deep to scan cheaply: assume code.
  if (depth > MAX_DEPTH) return true
  if (Array.isArray(value)) return value.some((item) => scan(item, depth + 1))
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    const item = (value as Record<string, unknown>)[key]
    if ((CODE_KEYS.has(key) || key === 'jsCode') && isFilled(item)) return true
    if (scan(item, depth + 1)) return true
  }
  return false
}

/**
 * Whether rendering `content` may run author code: a filled `jsCode`, `httpRequests`,
 * `bindings`, `actions` or `repeat` anywhere in it (variations and inline symbols included), or
 * a `{{` in any string. Conservative: a `false` means the evaluator is never needed.
 */
export function needsEvaluator(content: Entry | null | undefined): boolean {
  return scan(content, 0)
}
