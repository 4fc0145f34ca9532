import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './routes/content-harness.test-support.ts'
import type { ContentTestHarness } from './routes/content-harness.test-support.ts'

let h: ContentTestHarness | undefined
let server: ServerType | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await h?.close()
})

describe('createApp over real HTTP', () => {
  it('serves content, preflight and 304 on a real port', async () => {
    h = await createContentTestHarness()
    await h.addEntry('page', { id: 'home', data: { title: 'Home' } })
    const listening = new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: h!.app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)
    })
    const { port } = await listening
    const url = `http://127.0.0.1:${port}/api/v3/content/page?apiKey=${h.publicKey}&limit=1`

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://site.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-builder-sdk',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')

    const response = await fetch(url, { headers: { 'X-Builder-SDK': 'react' } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { results: Array<{ id: string }> }
    expect(body.results.map((entry) => entry.id)).toEqual(['home'])
    const etag = response.headers.get('etag') ?? ''

    const revalidated = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)

    const health = await fetch(`http://127.0.0.1:${port}/health`)
    expect(await health.json()).toEqual({ status: 'ok', store: 'sqlite' })
  })
})
