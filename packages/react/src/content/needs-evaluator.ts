import type { Entry } from '@tessera/core'

const MAX_DEPTH = 200

/** Whether `key` names code (`bindings`, `actions`, `repeat`, `httpRequests`, `jsCode`). */
function isCodeKey(key: string): boolean {
  switch (key) {
    case 'bindings':
    case 'actions':
    case 'repeat':
    case 'httpRequests':
    case 'jsCode':
      return true
    default:
      return false
  }
}

/** Whether a value under a code key holds code: a non-blank string, a non-empty array or object. */
function isFilled(value: object): boolean {
  if (Array.isArray(value)) return value.length > 0
  for (const key in value) if (Object.hasOwn(value, key)) return true
  return false
}

function scanArray(items: readonly unknown[], depth: number): boolean {
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (typeof item === 'string') {
      if (item.includes('{{')) return true
    } else if (typeof item === 'object' && item !== null && scan(item, depth + 1)) {
      return true
    }
  }
  return false
}

/**
 * Whether an object or array at `depth` holds code. Every enumerable key is looked at, inherited
 * ones too (no own-key check on this hot path): that can only find more code, never less.
 */
function scan(value: object, depth: number): boolean {
  // Too deep to scan cheaply: assume code.
  if (depth > MAX_DEPTH) return true
  if (Array.isArray(value)) return scanArray(value, depth)
  const record = value as Record<string, unknown>
  for (const key in record) {
    const item = record[key]
    if (typeof item === 'string') {
      if (item.includes('{{') || (isCodeKey(key) && item.trim() !== '')) return true
    } else if (typeof item === 'object' && item !== null) {
      if ((isCodeKey(key) && isFilled(item)) || scan(item, depth + 1)) return true
    }
  }
  return false
}

/**
 * Answers per content object: a page's `<Content>` renders it several times (hydration, a
 * suspended render replayed, the re-render after hydration), each time asking again.
 */
const answers = new WeakMap<object, boolean>()

/**
 * Whether rendering `content` may run author code: a filled `jsCode`, `httpRequests`,
 * `bindings`, `actions` or `repeat` anywhere in it (variations and inline symbols included), or
 * a `{{` in any string. Conservative: a `false` means the evaluator is never needed (content
 * nested deeper than 200 levels counts as code). The answer is kept per content object
 * (content is not changed in place: props are immutable).
 */
export function needsEvaluator(content: Entry | null | undefined): boolean {
  if (typeof content !== 'object' || content === null) return false
  let answer = answers.get(content)
  if (answer === undefined) {
    answer = scan(content, 0)
    answers.set(content, answer)
  }
  return answer
}
