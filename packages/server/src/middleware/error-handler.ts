import { HttpError, QueryParseError, ValidationError } from '@tessera/core'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from '../logger.ts'

/** The body of every error response. */
export interface ErrorBody {
  error: { code: string; message: string }
}

function send(c: Context<AppEnv>, status: number, code: string, message: string): Response {
  const body: ErrorBody = { error: { code, message } }
  return c.json(body, status as 400)
}

/** `Invalid userAttributes: expected a JSON object` — names the first bad field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  return field === '' ? issue.message : `Invalid ${field}: ${issue.message}`
}

/**
 * The one error handler of the app (`app.onError`):
 * - `HttpError` → its status and `{ error: { code, message } }` (message hidden when not
 *   `expose`d);
 * - `ZodError` → 400 `INVALID_PARAMETER` naming the bad field;
 * - `QueryParseError` → 400 `INVALID_QUERY`; `ValidationError` → 400 `INVALID_ARGUMENT`;
 * - a `SyntaxError` (what `c.req.json()` throws on a malformed body) → 400 `MALFORMED_JSON`;
 * - Hono's `HTTPException` → its status;
 * - anything else → logged, then 500 `INTERNAL` with the message hidden.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      if (!error.expose) logger.error('request failed', errorFields(c, error))
      const message = error.expose ? error.message : 'Internal server error'
      return send(c, error.status, error.errorCode, message)
    }
    if (error instanceof ZodError) {
      return send(c, 400, 'INVALID_PARAMETER', describeZodError(error))
    }
    if (error instanceof QueryParseError) return send(c, 400, 'INVALID_QUERY', error.message)
    if (error instanceof ValidationError) return send(c, 400, 'INVALID_ARGUMENT', error.message)
    if (error instanceof SyntaxError) return send(c, 400, 'MALFORMED_JSON', 'Malformed JSON body')
    if (error instanceof HTTPException) {
      return send(c, error.status, 'HTTP_ERROR', error.message || 'Request failed')
    }
    logger.error('request failed', errorFields(c, error))
    return send(c, 500, 'INTERNAL', 'Internal server error')
  }
}

function errorFields(c: Context<AppEnv>, error: Error): Record<string, unknown> {
  return {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: error.message,
    stack: error.stack,
  }
}

/** 404 `{ error: { code: 'NOT_FOUND', message: 'No route for GET /x' } }` for unknown routes. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  send(c, 404, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`)
