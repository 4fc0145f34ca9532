import { isFileValue } from './collect-form-fields.ts'
import type { FieldValue, FormField } from './collect-form-fields.ts'

/** How a form body is encoded. */
export type FormBodyKind = 'json' | 'multipart' | 'urlencoded'

/** A request body ready for `fetch`. */
export interface FormBody {
  kind: FormBodyKind
  body: string | FormData | URLSearchParams
  /** The `content-type` header to send; undefined for multipart (fetch sets the boundary). */
  contentType: string | undefined
}

/** Field name segments refused in JSON bodies (they would reach object prototypes). */
export const FORBIDDEN_PATH_SEGMENTS: readonly string[] = ['__proto__', 'constructor', 'prototype']

/**
 * The body kind of a `contentType` option: `multipart/form-data` (or `multipart`),
 * `application/x-www-form-urlencoded` (or `urlencoded`), else JSON.
 */
export function toFormBodyKind(contentType: unknown): FormBodyKind {
  const text = typeof contentType === 'string' ? contentType.toLowerCase() : ''
  if (text.includes('multipart')) return 'multipart'
  if (text.includes('urlencoded')) return 'urlencoded'
  return 'json'
}

function toText(value: Exclude<FieldValue, readonly File[]>): string {
  return value === null ? '' : String(value)
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node = target
  for (const segment of segments.slice(0, -1)) {
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[segment] = {}
    node = node[segment] as Record<string, unknown>
  }
  node[segments[segments.length - 1] ?? ''] = value
}

/**
 * Encodes form fields. Any file field forces multipart (`FormData`, one part per file); JSON
 * builds a nested object from dot-path names (`address.city`; the last field of a name wins)
 * and skips names with a forbidden segment, reporting each to `onRefused`; urlencoded keeps
 * every field (`URLSearchParams`). Booleans and numbers become text outside JSON, `null` ''.
 */
export function buildFormBody(
  fields: readonly FormField[],
  requested: FormBodyKind,
  onRefused: (name: string) => void = () => {},
): FormBody {
  const kind = fields.some((field) => isFileValue(field.value)) ? 'multipart' : requested
  if (kind === 'multipart') {
    const data = new FormData()
    for (const { name, value } of fields) {
      if (isFileValue(value)) for (const file of value) data.append(name, file)
      else data.append(name, toText(value))
    }
    return { kind, body: data, contentType: undefined }
  }
  if (kind === 'urlencoded') {
    const params = new URLSearchParams()
    for (const { name, value } of fields) {
      if (!isFileValue(value)) params.append(name, toText(value))
    }
    return { kind, body: params, contentType: 'application/x-www-form-urlencoded' }
  }
  const json: Record<string, unknown> = {}
  for (const { name, value } of fields) {
    const segments = name.split('.')
    if (segments.some((segment) => FORBIDDEN_PATH_SEGMENTS.includes(segment))) {
      onRefused(name)
      continue
    }
    setPath(json, segments, value)
  }
  return { kind, body: JSON.stringify(json), contentType: 'application/json' }
}
