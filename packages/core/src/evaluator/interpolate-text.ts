const INTERPOLATION = /\{\{([\s\S]*?)\}\}/g

/**
 * Replaces each `{{expr}}` in a Text block's text with the value `evaluateFn` returns for
 * `expr` (undefined and null become the empty string). Never throws: a throwing `evaluateFn`
 * or an unprintable value also gives the empty string. The text is not HTML-escaped.
 * @example
 * interpolateText('Hi {{state.name}}!', (code) => {
 *   const result = evaluator.evaluate(code, { state })
 *   return result.ok ? result.value : undefined
 * })
 */
export function interpolateText(text: string, evaluateFn: (code: string) => unknown): string {
  if (typeof text !== 'string') return ''
  return text.replace(INTERPOLATION, (_match, code: string) => {
    try {
      const value = evaluateFn(code)
      return value === undefined || value === null ? '' : String(value)
    } catch {
      return ''
    }
  })
}
