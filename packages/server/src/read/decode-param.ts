import { decodeQueryValue } from '@tessera/core'

/**
 * A scalar option as either SDK generation sends it: gen-1 JSON-encodes (`limit=2`,
 * `includeRefs=true`), gen-2 sends `limit=2` raw. JSON strings, numbers, booleans and `null`
 * are decoded; anything else stays the raw string.
 */
export function decodeParam(raw: string): unknown {
  const decoded = decodeQueryValue(raw)
  return typeof decoded === 'object' && decoded !== null ? raw : decoded
}

/**
 * A string option: a JSON string (`%22page%22`, gen-1) is decoded, anything else is taken as
 * it is, so that ids and names that look like numbers (`123`) stay strings.
 */
export function decodeStringParam(raw: string): string {
  if (!raw.startsWith('"')) return raw
  const decoded = decodeQueryValue(raw)
  return typeof decoded === 'string' ? decoded : raw
}

/**
 * `true`, `'true'`, `1`, `'1'` and a bare flag (`?noCache`, i.e. `''`) → true; `false`,
 * `'false'`, `0`, `'0'` → false; anything else is left for validation to refuse.
 */
export function toBoolean(value: unknown): unknown {
  if (value === undefined || typeof value === 'boolean') return value
  if (value === 'true' || value === 1 || value === '1' || value === '') return true
  if (value === 'false' || value === 0 || value === '0') return false
  return value
}
