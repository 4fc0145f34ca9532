import { HttpError } from '@tessera/core'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * Refuses URLs that carry a NUL character (`%00`) with 400 `INVALID_PARAMETER`. No parameter
 * of the API has a use for it, and PostgreSQL text cannot hold it: a NUL reaching a query
 * (`userAttributes.urlPath=/a%00b`) failed it with a 500.
 */
export function refuseNulInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.url.includes('%00')) {
      throw new HttpError(400, 'INVALID_PARAMETER', 'NUL characters (%00) are not allowed in URLs')
    }
    await next()
  }
}
