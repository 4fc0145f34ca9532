import { HttpError } from '@tessera/core'

/** Submissions per page when `limit` is not given. */
export const DEFAULT_SUBMISSIONS_LIMIT = 100
/** Largest `limit` of the submissions listing. */
export const MAX_SUBMISSIONS_LIMIT = 1000

/** `limit` and `offset` of a listing. */
export interface Page {
  limit: number
  offset: number
}

function integer(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  return /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
}

/**
 * The `limit` (default {@link DEFAULT_SUBMISSIONS_LIMIT}, 1 to {@link MAX_SUBMISSIONS_LIMIT})
 * and `offset` (default 0) parameters of a listing; 400 `INVALID_PARAMETER` otherwise.
 */
export function readPage(args: { limit: string | undefined; offset: string | undefined }): Page {
  const limit = integer(args.limit, DEFAULT_SUBMISSIONS_LIMIT)
  if (!(limit >= 1 && limit <= MAX_SUBMISSIONS_LIMIT)) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      `Invalid limit "${args.limit}": expected an integer from 1 to ${MAX_SUBMISSIONS_LIMIT}`,
    )
  }
  const offset = integer(args.offset, 0)
  if (Number.isNaN(offset)) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      `Invalid offset "${args.offset}": expected a non-negative integer`,
    )
  }
  return { limit, offset }
}
