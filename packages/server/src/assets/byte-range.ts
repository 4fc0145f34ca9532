import parseRange from 'range-parser'

/** What to send for a request's `Range` (RFC 9110 §14): all of it, one part, or 416. */
export type RangeChoice =
  { status: 200 } | { status: 206; start: number; end: number } | { status: 416 }

export interface RangeRequest {
  /** The resource's length in bytes. */
  size: number
  /** The request's `Range` header, if any. */
  range: string | undefined
  /** The request's `If-Range` header, if any. */
  ifRange: string | undefined
  /** The resource's strong ETag (quoted), which `If-Range` must match for a range to apply. */
  etag: string
}

/**
 * Chooses the answer to a `GET` with a `Range` header, parsed by `range-parser` (the parser of
 * Express's `send`). As RFC 9110 allows, a header without `=`, another unit, an `If-Range` that is
 * not the current ETag (or a date: these files carry no `Last-Modified`) and several disjoint
 * ranges all get the whole file (200); overlapping or adjacent ranges are merged first. A
 * byte range that starts past the end, or that range-parser cannot read (`bytes=abc`), is
 * unsatisfiable (416), as in Express.
 */
export function chooseRange(request: RangeRequest): RangeChoice {
  const { size, range, ifRange, etag } = request
  if (range === undefined) return { status: 200 }
  if (ifRange !== undefined && ifRange.trim() !== etag) return { status: 200 }
  const parsed = parseRange(size, range, { combine: true })
  if (parsed === -1) return { status: 416 }
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return { status: 200 }
  const [only] = parsed
  if (!only) return { status: 200 }
  return { status: 206, start: only.start, end: only.end }
}

/** A status, body and headers for {@link rangeResponse}, to send with Hono's `c.body`. */
export interface RangedBody {
  status: 200 | 206 | 416
  body: Uint8Array<ArrayBuffer>
  headers: Record<string, string>
}

/**
 * The answer for `bytes` (a whole file held in memory) to a request that may carry `Range`:
 * `Accept-Ranges: bytes` always, 206 with `Content-Range` for one satisfiable range, 416 with
 * `Content-Range: bytes *\/size` for an unsatisfiable one, otherwise 200 with everything.
 */
export function rangeResponse(
  request: { range: string | undefined; ifRange: string | undefined },
  bytes: Uint8Array,
  headers: Record<string, string> & { ETag: string },
): RangedBody {
  const size = bytes.byteLength
  const choice = chooseRange({ size, ...request, etag: headers.ETag })
  const common = { ...headers, 'Accept-Ranges': 'bytes' }
  if (choice.status === 416) {
    return {
      status: 416,
      body: new Uint8Array(0),
      headers: { ...common, 'Content-Range': `bytes */${size}` },
    }
  }
  if (choice.status === 206) {
    return {
      status: 206,
      body: bytes.slice(choice.start, choice.end + 1) as Uint8Array<ArrayBuffer>,
      headers: { ...common, 'Content-Range': `bytes ${choice.start}-${choice.end}/${size}` },
    }
  }
  return { status: 200, body: bytes as Uint8Array<ArrayBuffer>, headers: common }
}
