import type { Entry } from '@tessera/core'

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A copy of `value` without the dotted `path` (into arrays: from every element). */
function without(value: unknown, segments: readonly string[]): unknown {
  const [head, ...rest] = segments
  if (head === undefined) return value
  if (Array.isArray(value)) return value.map((element) => without(element, segments))
  if (!isRecord(value) || !Object.hasOwn(value, head)) return value
  const copy: Json = { ...value }
  if (rest.length === 0) delete copy[head]
  else copy[head] = without(value[head], rest)
  return copy
}

/** Only the dotted `path` of `value` (into arrays: of every element); `undefined` if absent. */
function only(value: unknown, segments: readonly string[]): unknown {
  const [head, ...rest] = segments
  if (head === undefined) return value
  if (Array.isArray(value)) return value.map((element) => only(element, segments))
  if (!isRecord(value) || !Object.hasOwn(value, head)) return undefined
  const picked = only(value[head], rest)
  return picked === undefined ? undefined : { [head]: picked }
}

/** Deep merge of two picks of one document (objects merge, arrays merge element-wise). */
function merge(a: unknown, b: unknown): unknown {
  if (a === undefined) return b
  if (b === undefined) return a
  if (Array.isArray(a) && Array.isArray(b)) return a.map((element, i) => merge(element, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const result: Json = { ...a }
    for (const [key, value] of Object.entries(b)) result[key] = merge(result[key], value)
    return result
  }
  return b
}

export interface ShapeEntryArgs {
  /** Dotted paths to drop (`meta.componentsUsed`). */
  omit: readonly string[]
  /** Dotted paths to keep; `id` is always kept. Undefined keeps everything. */
  fields: readonly string[] | undefined
}

/**
 * The response form of an entry: `omit` paths dropped, then only the `fields` paths (and `id`)
 * kept. Never changes `entry`. Paths were validated when the request was read.
 * @example
 * shapeEntry(entry, { omit: ['meta.componentsUsed'], fields: ['data.title'] })
 * // { id, data: { title } }
 */
export function shapeEntry(entry: Entry, args: ShapeEntryArgs): Entry {
  let shaped: unknown = entry
  for (const path of args.omit) shaped = without(shaped, path.split('.'))
  if (args.fields === undefined) return shaped as Entry
  let picked: unknown = { id: entry.id }
  for (const path of args.fields) picked = merge(picked, only(shaped, path.split('.')))
  return picked as Entry
}
