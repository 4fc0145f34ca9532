/**
 * A function of objects whose result is kept for frozen ones (constants of the blocks' trees,
 * which cannot change): written once, looked up after. Other objects are written each time.
 * @example
 * const styleHtml = frozenMemo(styleToHtml)
 */
export function frozenMemo<TValue extends object, TResult>(
  write: (value: TValue) => TResult,
): (value: TValue) => TResult {
  const results = new WeakMap<TValue, TResult>()
  return (value) => {
    if (!Object.isFrozen(value)) return write(value)
    const known = results.get(value)
    if (known !== undefined || results.has(value)) return known as TResult
    const result = write(value)
    results.set(value, result)
    return result
  }
}
