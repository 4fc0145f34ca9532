import { describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'

describe('GET /health', () => {
  it('reports ok with the store kind, without a key', async () => {
    const h = await createContentTestHarness()
    const response = await h.app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', store: 'sqlite' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    await h.close()
  })

  it('reports 503 and logs when the database fails', async () => {
    const h = await createContentTestHarness()
    await h.close()
    const response = await h.app.request('/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', store: 'sqlite' })
    expect(h.logs.some((line) => line.message === 'health check failed')).toBe(true)
  })
})
