import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv } from '../app-env.ts'

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

/** Response headers scripts may read. */
export const CORS_EXPOSE_HEADERS = ['ETag', 'X-Request-Id']

/**
 * CORS for browsers on any origin: answers preflight `OPTIONS` (204) allowing
 * {@link CORS_ALLOW_HEADERS} and {@link CORS_ALLOW_METHODS}, cached by the browser for a day,
 * and exposes {@link CORS_EXPOSE_HEADERS}. No credentials (cookies) are involved: keys travel
 * as a parameter or an `Authorization` header.
 */
export function corsMiddleware(): MiddlewareHandler<AppEnv> {
  return cors({
    origin: '*',
    allowHeaders: CORS_ALLOW_HEADERS,
    allowMethods: CORS_ALLOW_METHODS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 86400,
  })
}
