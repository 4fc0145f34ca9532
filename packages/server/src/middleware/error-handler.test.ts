import { HttpError, QueryParseError, ValidationError } from '@tessera/core'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'

let h: ContentTestHarness

function throwingRoutes() {
  const routes = new Hono<AppEnv>()
  routes.get('/t/crash', () => {
    throw new Error('database password is hunter2')
  })
  routes.get('/t/http', () => {
    throw new HttpError(409, 'CONFLICT', 'Stale revision')
  })
  routes.get('/t/hidden', () => {
    throw new HttpError(502, 'UPSTREAM', 'upstream said secret things')
  })
  routes.get('/t/zod', (c) => {
    z.object({ name: z.string({ error: 'expected a string' }) }).parse({ name: c.req.query('n') })
    return c.text('ok')
  })
  routes.get('/t/query', () => {
    throw new QueryParseError('Unknown query operator "$x"')
  })
  routes.get('/t/validation', () => {
    throw new ValidationError('Bad thing')
  })
  routes.get('/t/hono', () => {
    throw new HTTPException(418, { message: 'I am a teapot' })
  })
  routes.post('/t/json', async (c) => c.json(await c.req.json()))
  return routes
}

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [throwingRoutes] })
})

afterEach(async () => {
  await h.close()
})

async function errorOf(path: string, init?: RequestInit) {
  const response = await h.app.request(path, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('the error handler', () => {
  it('hides unexpected errors behind a logged 500', async () => {
    expect(await errorOf('/t/crash')).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Internal server error' } },
    })
    const logged = h.logs.find((line) => line.message === 'request failed')
    expect(logged).toMatchObject({
      level: 'error',
      error: 'database password is hunter2',
      path: '/t/crash',
    })
    expect(logged?.requestId).toEqual(expect.any(String))
  })

  it('sends HttpErrors with their status and code, hiding unexposed messages', async () => {
    expect(await errorOf('/t/http')).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'Stale revision' } },
    })
    expect(await errorOf('/t/hidden')).toEqual({
      status: 502,
      body: { error: { code: 'UPSTREAM', message: 'Internal server error' } },
    })
  })

  it('names the bad field of a ZodError', async () => {
    expect(await errorOf('/t/zod')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_PARAMETER', message: 'Invalid name: expected a string' } },
    })
  })

  it('maps query, validation and Hono errors to their statuses', async () => {
    expect(await errorOf('/t/query')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_QUERY', message: 'Unknown query operator "$x"' } },
    })
    expect(await errorOf('/t/validation')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_ARGUMENT', message: 'Bad thing' } },
    })
    expect(await errorOf('/t/hono')).toEqual({
      status: 418,
      body: { error: { code: 'HTTP_ERROR', message: 'I am a teapot' } },
    })
  })

  it('answers 400 to a malformed JSON body', async () => {
    const init = { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } }
    expect(await errorOf('/t/json', init)).toEqual({
      status: 400,
      body: { error: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' } },
    })
  })

  it('answers 404 with JSON for unknown routes', async () => {
    expect(await errorOf('/nope')).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No route for GET /nope' } },
    })
  })
})
