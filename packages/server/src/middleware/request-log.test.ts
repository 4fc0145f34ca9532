import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'

let h: ContentTestHarness

beforeEach(async () => {
  const crash = () => new Hono<AppEnv>().get('/t/crash', () => Promise.reject(new Error('x')))
  h = await createContentTestHarness({ routes: [crash] })
})

afterEach(async () => {
  await h.close()
})

describe('requestLog', () => {
  it('gives each request an id and logs one structured line', async () => {
    const response = await h.app.request('/health')
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(h.logs).toEqual([
      {
        time: expect.any(Number),
        level: 'info',
        message: 'request',
        requestId: id,
        method: 'GET',
        path: '/health',
        status: 200,
        ms: expect.any(Number),
      },
    ])
  })

  it('keeps a well-formed incoming X-Request-Id and replaces others', async () => {
    const kept = await h.app.request('/health', { headers: { 'X-Request-Id': 'lb-1234.5' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.5')
    const replaced = await h.app.request('/health', { headers: { 'X-Request-Id': 'bad id\n' } })
    expect(replaced.headers.get('x-request-id')).not.toContain('bad')
  })

  it('logs client errors at info with the request id', async () => {
    const response = await h.app.request('/api/v3/content/page?apiKey=nope')
    expect(response.status).toBe(401)
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String))
    expect(h.logs.at(-1)).toMatchObject({
      level: 'info',
      status: 401,
      path: '/api/v3/content/page',
    })
  })

  it('logs server errors at warn', async () => {
    expect((await h.app.request('/t/crash')).status).toBe(500)
    expect(h.logs.at(-1)).toMatchObject({ level: 'warn', message: 'request', status: 500 })
  })
})
