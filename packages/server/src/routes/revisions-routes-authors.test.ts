import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'
import { revisionsRoutes } from './revisions-routes.ts'
import { signedInJsonHeaders } from './signed-in.test-support.ts'
import { writeRoutes } from './write-routes.ts'

const PAGE = '/api/v1/write/page/e1'
let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness({ routes: [writeRoutes, revisionsRoutes] })
})
afterEach(() => h.close())

/** Signs a new developer account in: the headers of its session's writes. */
const editor = (email: string) => signedInJsonHeaders(h, 'developer', { email })

async function send(session: Record<string, string>, method: string, path: string, body = {}) {
  const response = await h.get(path, { method, headers: session, body: JSON.stringify(body) })
  expect(response.status).toBeLessThan(300)
}

describe('who made each revision', () => {
  it('lists the account behind each save, publish and restore, and which were publishes', async () => {
    const ada = await editor('ada@example.com')
    const bob = await editor('bob@example.com')
    await send(ada, 'POST', '/api/v1/write/page', { id: 'e1', name: 'one', data: {} })
    await send(bob, 'PUT', PAGE, { name: 'two', data: {} })
    await send(ada, 'POST', `${PAGE}/publish`)
    await send(bob, 'POST', `${PAGE}/unpublish`)
    await send(ada, 'POST', `${PAGE}/revisions/1/restore`)
    const response = await h.get(`${PAGE}/revisions`, { headers: { cookie: ada.cookie } })
    const { results } = (await response.json()) as {
      results: Array<{ revision: number; by?: string; published: boolean }>
    }
    expect(results.map(({ revision, by, published }) => [revision, by, published])).toEqual([
      [5, 'ada@example.com', false],
      [4, 'bob@example.com', false],
      [3, 'ada@example.com', true],
      [2, 'bob@example.com', false],
      [1, 'ada@example.com', false],
    ])
    // The restored body is the old one, signed by whoever restored it.
    const entry = await h.store.getEntry({ spaceId: h.spaceId, id: 'e1' })
    expect(entry?.latest).toMatchObject({ name: 'one', lastUpdatedBy: 'ada@example.com' })
  })

  it('leaves out who when a revision was written with the API key', async () => {
    await h.get('/api/v1/write/page', {
      method: 'POST',
      headers: { authorization: `Bearer ${h.privateKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'e1', name: 'one' }),
    })
    const response = await h.get(`${PAGE}/revisions`, {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    const { results } = (await response.json()) as { results: Array<Record<string, unknown>> }
    expect(results).toHaveLength(1)
    expect(results[0]).not.toHaveProperty('by')
  })
})
