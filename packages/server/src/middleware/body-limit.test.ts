import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { limitBody, limitBodyUnlessBodiless, readJsonBody } from './body-limit.ts'

let h: ContentTestHarness

function echoRoutes() {
  const routes = new Hono<AppEnv>()
  routes.post('/t/echo', limitBody(16), async (c) => c.json({ got: await readJsonBody(c) }))
  routes.post('/t/big', async (c) => c.json({ length: (await c.req.text()).length }))
  return routes
}

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [echoRoutes] })
})

afterEach(async () => {
  await h.close()
})

async function post(path: string, body: BodyInit) {
  const response = await h.app.request(path, { method: 'POST', body })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('limitBody and readJsonBody', () => {
  it('passes bodies within the limit', async () => {
    expect(await post('/t/echo', '{"a":1}')).toEqual({ status: 200, body: { got: { a: 1 } } })
  })

  it('answers 413 beyond the limit', async () => {
    expect(await post('/t/echo', JSON.stringify({ a: 'x'.repeat(20) }))).toEqual({
      status: 413,
      body: {
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 16 bytes' },
      },
    })
  })

  it('counts chunked bodies without Content-Length', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":"0123456789'))
        controller.enqueue(new TextEncoder().encode('0123456789"}'))
        controller.close()
      },
    })
    const response = await h.app.request('/t/echo', {
      method: 'POST',
      body: stream,
      // @ts-expect-error: Node's fetch needs duplex for streamed bodies
      duplex: 'half',
    })
    expect(response.status).toBe(413)
  })

  it('answers 400 to malformed JSON', async () => {
    expect(await post('/t/echo', '{nope')).toEqual({
      status: 400,
      body: { error: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' } },
    })
  })

  it('applies the app-wide backstop of the largest configured size', async () => {
    const { maxBodyBytes, maxWriteBodyBytes, maxUploadBytes } = h.config
    const limit = Math.max(maxBodyBytes, maxWriteBodyBytes, maxUploadBytes)
    expect((await post('/t/big', 'x'.repeat(1000))).status).toBe(200)
    expect(await post('/t/big', 'x'.repeat(limit + 1))).toEqual({
      status: 413,
      body: {
        error: { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${limit} bytes` },
      },
    })
  })

  it('leaves the body of GET, HEAD and OPTIONS requests alone in the backstop', async () => {
    const app = new Hono<AppEnv>()
    app.use('*', limitBodyUnlessBodiless(4))
    app.all('/t', (c) => c.text('ok'))
    app.onError((error, c) => c.text(error.message, 413))
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const request = new Request('http://test.local/t', { method })
      Object.defineProperty(request, 'body', {
        get: () => {
          throw new Error('body read')
        },
      })
      expect((await app.fetch(request)).status).toBe(200)
    }
    const deleted = await app.request('/t', { method: 'DELETE', body: 'too long' })
    expect(deleted.status).toBe(413)
    expect(await deleted.text()).toBe('Request body is larger than 4 bytes')
  })
})
