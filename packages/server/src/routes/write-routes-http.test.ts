import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'

let harness: ContentTestHarness | undefined
let server: ServerType | undefined

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  await harness?.close()
})

async function listen(): Promise<string> {
  ;({ harness } = await createWriteTestHarness())
  const app = harness.app
  const { port } = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, resolve)
  })
  return `http://127.0.0.1:${port}`
}

describe('write API over real HTTP', () => {
  it('creates, refuses a stale save, publishes and serves the entry', async () => {
    const base = await listen()
    const headers = { authorization: 'Bearer priv-key', 'content-type': 'application/json' }
    const created = await fetch(`${base}/api/v1/write/page`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 'home', name: 'Home', data: { title: 'v1' } }),
    })
    expect(created.status).toBe(201)
    const saved = await fetch(`${base}/api/v1/write/page/home`, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': created.headers.get('etag') ?? '' },
      body: JSON.stringify({ data: { title: 'v2' } }),
    })
    expect(saved.headers.get('etag')).toBe('"2"')
    const stale = await fetch(`${base}/api/v1/write/page/home`, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': '"1"' },
      body: JSON.stringify({ data: { title: 'lost?' } }),
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Entry home has changed (revision 2); reload and retry',
        currentRevision: 2,
      },
    })
    const published = await fetch(`${base}/api/v1/write/page/home/publish`, {
      method: 'POST',
      headers: { authorization: 'Bearer priv-key', 'if-match': '"2"' },
    })
    expect(published.status).toBe(200)
    const read = await fetch(`${base}/api/v3/content/page?apiKey=pub-key`)
    const { results } = (await read.json()) as { results: Array<{ data: { title: string } }> }
    expect(results.map((entry) => entry.data.title)).toEqual(['v2'])
  })

  it('answers 413 to a streamed body without Content-Length', async () => {
    const base = await listen()
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > (harness?.config.maxWriteBodyBytes ?? 0)) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${base}/api/v1/write/page`, {
      method: 'POST',
      headers: { authorization: 'Bearer priv-key', 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    )
    expect(await harness?.store.listEntries({ spaceId: harness.spaceId, model: 'page' })).toEqual(
      [],
    )
  })
})

describe('write API body limit', () => {
  it('takes a page of 5,000 blocks (about 2 MB), which public JSON routes would refuse', async () => {
    const base = await listen()
    const block = (i: number) => ({
      '@type': '@builder.io/sdk:Element',
      id: `builder-${i.toString(36).padStart(8, '0')}`,
      component: {
        name: 'Text',
        options: { text: `<p>Paragraph ${i} of a long generated page</p>` },
      },
      responsiveStyles: { large: { marginTop: '20px', paddingLeft: '12px' } },
    })
    const body = JSON.stringify({
      id: 'big',
      name: 'Big',
      data: { blocks: Array.from({ length: 5000 }, (_, i) => block(i)) },
    })
    expect(body.length).toBeGreaterThan(harness!.config.maxBodyBytes)
    const headers = { authorization: 'Bearer priv-key', 'content-type': 'application/json' }
    const created = await fetch(`${base}/api/v1/write/page`, { method: 'POST', headers, body })
    expect(created.status).toBe(201)
    // The same body without a key is refused for the key, before it is read.
    const anonymous = await fetch(`${base}/api/v1/write/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(anonymous.status).toBe(401)
    const tooBig = await fetch(`${base}/api/v1/write/page`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'x',
        data: { text: 'x'.repeat(harness!.config.maxWriteBodyBytes) },
      }),
    })
    expect(tooBig.status).toBe(413)
  })
})
