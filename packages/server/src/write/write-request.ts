import { HttpError } from '@tessera/core'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { requirePrivate, requireWriter } from '../middleware/auth.ts'
import { limitBody, readJsonBody } from '../middleware/body-limit.ts'
import { toBoolean } from '../read/decode-param.ts'
import { expectedRevision } from './expected-revision.ts'
import { isJsonObject } from './merge-patch.ts'
import type { JsonObject } from './merge-patch.ts'

/**
 * The guard of every write API route: 401 without a key (or with an unknown one), 403
 * `This operation needs the private key` with a public key, 403 for a viewer's session on
 * anything but a read, then 413 for a body over
 * `maxBytes`. Authorisation comes first, so a public key learns nothing about sizes. Every
 * answer (errors included) is `Cache-Control: no-store`: drafts must not reach a CDN.
 */
export function privateJsonGuard(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = limitBody(maxBytes)
  return async (c, next) => {
    c.header('Cache-Control', 'no-store')
    if (c.req.method === 'GET' || c.req.method === 'HEAD') requirePrivate(c)
    else requireWriter(c)
    return limit(c, next)
  }
}

/** The JSON body, or `undefined` when the body is empty; 400 `MALFORMED_JSON` otherwise. */
export async function readOptionalJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return undefined
  return readJsonBody(c)
}

/** The body as a JSON object; 400 `INVALID_PARAMETER` (`message`) when it is something else. */
export function asJsonObject(body: unknown, message: string): JsonObject {
  if (!isJsonObject(body)) throw new HttpError(400, 'INVALID_PARAMETER', message)
  return body
}

/**
 * The optional body of an action (publish, unpublish, restore): nothing, or an object with at
 * most `rev`. Returns that `rev`.
 */
export async function readActionRev(c: Context<AppEnv>): Promise<unknown> {
  const body = await readOptionalJsonBody(c)
  if (body === undefined) return undefined
  const object = asJsonObject(body, 'The body must be empty or an object {rev}')
  const unknown = Object.keys(object).find((key) => key !== 'rev')
  if (unknown !== undefined) {
    throw new HttpError(400, 'INVALID_PARAMETER', `Invalid ${unknown}: unknown field`)
  }
  return object.rev
}

/** `?publish=true|false` (also `1`/`0` and a bare `?publish`); undefined when absent. */
export function publishParam(c: Context<AppEnv>): boolean | undefined {
  const raw = c.req.query('publish')
  if (raw === undefined) return undefined
  const value = toBoolean(raw)
  if (typeof value !== 'boolean') {
    throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid publish: expected true or false')
  }
  return value
}

/** `?merge=blocks` (a PUT merged onto the latest revision); 400 for another value. */
export function mergeParam(c: Context<AppEnv>): boolean {
  const raw = c.req.query('merge')
  if (raw === undefined) return false
  if (raw !== 'blocks') {
    throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid merge: expected "blocks"')
  }
  return true
}

/** The revision a write is based on (`If-Match`, `?revision`, body `rev`); see `expectedRevision`. */
export function requestRevision(c: Context<AppEnv>, bodyRev?: unknown): number | undefined {
  return expectedRevision({
    ifMatch: c.req.header('if-match'),
    query: c.req.query('revision'),
    bodyRev,
  })
}
