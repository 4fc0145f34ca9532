import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { setIfMutable } from './set-if-mutable.ts'

/** Request headers browsers may send (the official SDKs add the X-Builder-SDK* ones). */
export const CORS_ALLOW_HEADERS = [
  'X-Builder-SDK',
  'X-Builder-SDK-GEN',
  'X-Builder-SDK-Version',
  'Authorization',
  'Content-Type',
  'If-None-Match',
  'X-Request-Id',
  'X-Preview-Token',
]

export const CORS_ALLOW_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Response headers scripts may read (`Retry-After`: the tracker's backoff after a 429 or 503). */
export const CORS_EXPOSE_HEADERS = ['ETag', 'X-Request-Id', 'Retry-After']

const ALLOW_HEADERS = CORS_ALLOW_HEADERS.join(',')
const ALLOW_METHODS = CORS_ALLOW_METHODS.join(',')
const EXPOSE_HEADERS = CORS_EXPOSE_HEADERS.join(',')

/**
 * CORS for browsers on any origin: answers preflight `OPTIONS` (204) allowing
 * {@link CORS_ALLOW_HEADERS} and {@link CORS_ALLOW_METHODS}, cached by the browser for a day,
 * and exposes {@link CORS_EXPOSE_HEADERS}. No credentials (cookies) are involved: keys travel
 * as a parameter or an `Authorization` header.
 *
 * Headers are set with `c.header()` before the handler runs, never on `c.res`: touching
 * `c.res` first makes Hono rebuild the handler's response around a stream, which costs the
 * Node adapter its fast path for string bodies.
 */
export function corsMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS)
    if (c.req.method === 'OPTIONS') return preflight(c)
    await next()
    // A handler returning a Response it built itself skipped the headers set above.
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      setIfMutable(c.res.headers, 'Access-Control-Allow-Origin', '*')
      setIfMutable(c.res.headers, 'Access-Control-Expose-Headers', EXPOSE_HEADERS)
    }
    return undefined
  }
}

function preflight(c: Context<AppEnv>): Response {
  return c.body(null, 204, {
    'Access-Control-Max-Age': '86400',
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    Vary: 'Access-Control-Request-Headers',
  })
}
