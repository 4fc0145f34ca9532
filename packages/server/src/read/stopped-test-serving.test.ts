import type { Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import { createWriteTestHarness } from '../write/write-client.test-support.ts'
import type { WriteTestClient } from '../write/write-client.test-support.ts'

let h: ContentTestHarness
let client: WriteTestClient

beforeEach(async () => {
  ;({ harness: h, client } = await createWriteTestHarness())
})

afterEach(async () => {
  await h.close()
})

const variations = { v1: { id: 'v1', name: 'B', testRatio: 0.5, data: { title: 'B' } } }

async function served(path: string): Promise<Entry | undefined> {
  const response = await h.get(path)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Entry[] }).results[0]
}

describe('a stopped split test (meta.splitTest.status = stopped)', () => {
  it('is served as the default only, by the query and the content-by-id reads', async () => {
    const meta = { kind: 'page', splitTest: { status: 'stopped' } }
    await h.addEntry('page', { id: 'ab', testRatio: 0.5, variations, meta, data: { title: 'A' } })
    for (const path of ['/api/v3/content/page', '/api/v3/content/page?query.id=ab']) {
      const entry = await served(path)
      expect(entry?.id).toBe('ab')
      expect(entry?.variations).toBeUndefined()
      expect(entry?.testRatio).toBe(1)
      expect(entry?.data?.title).toBe('A')
    }
  })

  it('keeps its variations in the store and the write API', async () => {
    const meta = { kind: 'page', splitTest: { status: 'stopped' } }
    await h.addEntry('page', { id: 'ab', testRatio: 0.5, variations, meta, data: { title: 'A' } })
    const response = await client.send('GET', '/api/v1/write/page/ab')
    expect(response.status).toBe(200)
    expect((response.json as Entry).variations).toEqual(variations)
  })

  it('serves the variations again once running', async () => {
    const meta = { kind: 'page', splitTest: { status: 'running' } }
    await h.addEntry('page', { id: 'ab', testRatio: 0.5, variations, meta, data: { title: 'A' } })
    expect((await served('/api/v3/content/page'))?.variations).toEqual(variations)
  })
})
