import { HttpError } from '@tessera/core'

/** Where a write says which revision it is based on. */
export interface RevisionSources {
  /** The `If-Match` header: `"3"`, `W/"3"`, `3`, or `*` (any revision). */
  ifMatch?: string | undefined
  /** The `?revision=` query parameter. */
  query?: string | undefined
  /** The `rev` of the body (a string in stored bodies, a number accepted too). */
  bodyRev?: unknown
}

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'INVALID_PARAMETER', `Invalid ${field}: ${message}`)
}

/** A positive integer from a string or number, or the 400 naming `field`. */
export function parseRevision(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && POSITIVE_INTEGER.test(value)) return Number(value)
  throw invalid(field, 'expected a positive integer')
}

function fromIfMatch(header: string): number | undefined {
  const value = header.trim()
  if (value === '*') return undefined
  const match = /^(?:W\/)?"?([^",]*)"?$/.exec(value)
  if (!match?.[1] || !POSITIVE_INTEGER.test(match[1])) {
    throw invalid('If-Match', 'expected one revision, as "<revision>"')
  }
  return Number(match[1])
}

/**
 * The revision a write is based on, from `If-Match`, `?revision` and the body's `rev` (any of
 * them; when several are given they must agree), or `undefined` when none is (the write is
 * then accepted whatever the current revision: last write wins). Throws 400
 * `INVALID_PARAMETER` for a malformed value or disagreeing sources.
 */
export function expectedRevision(sources: RevisionSources): number | undefined {
  const found = new Set<number>()
  if (sources.ifMatch !== undefined && sources.ifMatch !== '') {
    const revision = fromIfMatch(sources.ifMatch)
    if (revision !== undefined) found.add(revision)
  }
  if (sources.query !== undefined) found.add(parseRevision(sources.query, 'revision'))
  if (sources.bodyRev !== undefined && sources.bodyRev !== null) {
    found.add(parseRevision(sources.bodyRev, 'rev'))
  }
  if (found.size > 1) {
    throw invalid('revision', 'If-Match, ?revision and rev name different revisions')
  }
  return found.values().next().value
}
