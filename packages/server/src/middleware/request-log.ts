import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from '../logger.ts'
import { setIfMutable } from './set-if-mutable.ts'

/** An incoming `X-Request-Id` is kept when it looks like an id; anything else is replaced. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * Gives every request an id (`c.get('requestId')`, echoed in the `X-Request-Id` response
 * header; a well-formed incoming `X-Request-Id` is reused) and logs one structured line when
 * it ends: `{ message: 'request', requestId, method, path, status, ms }`, at `info`, or at
 * `warn` for 5xx (so `LOG_LEVEL=warn` keeps the failed requests only).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    c.set('requestId', requestId)
    // Before `next()`: setting a header after it makes Hono rebuild the response (see cors.ts).
    c.header('X-Request-Id', requestId)
    await next()
    if (!c.res.headers.has('X-Request-Id')) setIfMutable(c.res.headers, 'X-Request-Id', requestId)
    const fields = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
    }
    if (c.res.status >= 500) logger.warn('request', fields)
    else logger.info('request', fields)
  }
}
