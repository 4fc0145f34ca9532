import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { noSniff } from './no-sniff.ts'

describe('noSniff', () => {
  it('marks responses nosniff, also those a handler built itself', async () => {
    const app = new Hono<AppEnv>()
    app.use('*', noSniff())
    app.get('/json', (c) => c.json({ ok: true }))
    app.get('/own', () => new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/plain' } }))
    for (const path of ['/json', '/own', '/missing']) {
      const response = await app.request(path)
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
    }
  })
})

describe('the content service', () => {
  let h: ContentTestHarness
  beforeEach(async () => {
    h = await createContentTestHarness()
  })
  afterEach(async () => {
    await h.close()
  })

  it('answers nosniff on JSON, errors and preflights', async () => {
    await h.addEntry('page', { id: 'home' })
    const responses = [
      await h.get('/api/v3/content/page'),
      await h.get('/api/v3/content/page?apiKey=nope'),
      await h.get('/api/v3/content/page?limit=0'),
      await h.get('/health'),
      await h.get('/no-such-route'),
      await h.app.request('/api/v3/content/page', { method: 'OPTIONS' }),
    ]
    expect(responses.map((response) => response.status)).toEqual([200, 401, 400, 200, 404, 204])
    for (const response of responses) {
      expect(response.headers.get('X-Content-Type-Options'), String(response.status)).toBe(
        'nosniff',
      )
    }
  })
})
