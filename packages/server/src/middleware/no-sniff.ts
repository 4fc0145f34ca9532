import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { setIfMutable } from './set-if-mutable.ts'

/**
 * `X-Content-Type-Options: nosniff` on every response, so that a browser never reads one as
 * another type than its `Content-Type` says: a JSON answer that echoes a visitor's input, or an
 * uploaded image, can then never run as a script or a page.
 *
 * Set with `c.header()` before the handler, as `corsMiddleware` does (touching `c.res` first
 * costs the Node adapter its fast path), and on the finished response when a handler built its
 * own `Response`.
 */
export function noSniff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff')
    await next()
    if (!c.res.headers.has('X-Content-Type-Options')) {
      setIfMutable(c.res.headers, 'X-Content-Type-Options', 'nosniff')
    }
  }
}
