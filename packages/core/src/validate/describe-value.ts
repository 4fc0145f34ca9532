/**
 * Renders a received value for an error message: `JSON.stringify` where it works (`"v2"`, `2`,
 * `null`, `{"a":1}`), `String(value)` where it gives nothing or throws (`undefined`, symbols,
 * functions, bigints, circular objects).
 * @example describeValue('v2') // '"v2"'
 */
export function describeValue(value: unknown): string {
  try {
    const json = JSON.stringify(value) as string | undefined
    if (json !== undefined) return json
  } catch {
    // bigint or a circular object: fall through to String()
  }
  try {
    return typeof value === 'function' ? 'a function' : String(value)
  } catch {
    return 'an unprintable value'
  }
}
