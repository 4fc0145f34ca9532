import { QueryParseError } from '../errors.ts'
import { assertAllowedPropertyName } from '../query-string/parse-query-string.ts'

/** Marks a path that leads nowhere in a document (Mongo's "missing field"). */
export const MISSING: unique symbol = Symbol('missing')
export type Missing = typeof MISSING

/**
 * Splits a dotted query path (`data.tags.0`) into segments. Empty segments and the names that
 * could reach `Object.prototype` (`__proto__`, `constructor`, `prototype`) are refused with a
 * `QueryParseError`.
 */
export function parsePath(path: string): string[] {
  const segments = path.split('.')
  for (const segment of segments) {
    if (segment === '') throw new QueryParseError(`Invalid query path "${path}"`)
    assertAllowedPropertyName(segment)
  }
  return segments
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const INDEX = /^(0|[1-9]\d{0,8})$/

function collect(value: unknown, segments: readonly string[], at: number, out: unknown[]): void {
  if (at === segments.length) {
    out.push(value)
    return
  }
  const segment = segments[at] as string
  if (Array.isArray(value)) {
    // A numeric segment indexes the array; any segment also looks into each element.
    if (INDEX.test(segment)) {
      const index = Number(segment)
      if (index < value.length) collect(value[index], segments, at + 1, out)
    }
    for (const element of value) {
      if (isRecord(element)) collect(element, segments, at, out)
    }
    return
  }
  if (isRecord(value) && Object.hasOwn(value, segment)) {
    collect(value[segment], segments, at + 1, out)
  }
}

/**
 * Every value a path reaches in a document, Mongo style: a path that meets an array goes on
 * into each element (so `data.tags.name` reaches every tag's name), and a numeric segment
 * also picks an element by index. Only own properties are read. When the path reaches
 * nothing, the result is `[MISSING]`.
 */
export function resolvePath(doc: unknown, segments: readonly string[]): unknown[] {
  const out: unknown[] = []
  collect(doc, segments, 0, out)
  return out.length === 0 ? [MISSING] : out
}
