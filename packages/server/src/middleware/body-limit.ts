import { HttpError } from '@tessera/core'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../app-env.ts'
import { findJsonLimitProblem } from '../validate/check-json-limits.ts'
import type { JsonLimitsOptions } from '../validate/check-json-limits.ts'

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${maxBytes} bytes`)
}

/**
 * Refuses request bodies over `maxBytes` with 413 `PAYLOAD_TOO_LARGE` (`Request body is larger
 * than N bytes`), by `Content-Length` and, for chunked bodies, while reading.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge(maxBytes)
    },
  })
}

/** Methods whose requests are served without reading a body. */
const BODILESS_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS']

/**
 * {@link limitBody} for requests that may carry a body to be read: `GET`, `HEAD` and
 * `OPTIONS` pass untouched, since merely looking for their body makes the Node adapter build a
 * full `Request` (the app's backstop runs on every request).
 */
export function limitBodyUnlessBodiless(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = limitBody(maxBytes)
  return (c, next) => (BODILESS_METHODS.includes(c.req.method) ? next() : limit(c, next))
}

/**
 * The request body parsed as JSON: 400 `MALFORMED_JSON` (`Malformed JSON body`) when it is not
 * JSON, 400 `INVALID_BODY` when it nests deeper than `MAX_JSON_DEPTH` or holds a NUL character
 * (unless `limits.refuseNul` is false), naming where. Mount {@link limitBody} on the route to
 * bound its size.
 */
export async function readJsonBody(
  c: Context<AppEnv>,
  limits: JsonLimitsOptions = {},
): Promise<unknown> {
  const text = await c.req.text()
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch (error: unknown) {
    throw new HttpError(400, 'MALFORMED_JSON', 'Malformed JSON body', { cause: error })
  }
  const problem = findJsonLimitProblem(body, limits)
  if (problem) {
    throw new HttpError(400, 'INVALID_BODY', `Invalid body at ${problem.path}: ${problem.message}`)
  }
  return body
}
