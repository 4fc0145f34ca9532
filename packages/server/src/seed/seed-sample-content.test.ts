import type { Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { SAMPLE_CONTENT, SAMPLE_IDS } from './sample-content.ts'
import { seedSampleContent } from './seed-sample-content.ts'

let store: ContentStore
let spaceId: string
let publicKey: string

beforeEach(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  const ensured = await ensureSpace({ store })
  spaceId = ensured.space.id
  publicKey = ensured.publicKey.key
})

afterEach(async () => {
  await store.close()
})

async function pageFor(urlPath: string): Promise<Entry[]> {
  const app = createApp({
    store,
    config: loadConfig({}),
    logger: createLogger({ quiet: true }),
    now: Date.now,
  })
  const query = `apiKey=${publicKey}&userAttributes.urlPath=${encodeURIComponent(urlPath)}`
  const response = await app.request(`/api/v3/content/page?${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Entry[] }).results
}

describe('seedSampleContent', () => {
  it('creates the header symbol and the home and about pages, published', async () => {
    expect(await seedSampleContent({ store, spaceId })).toEqual({ created: 3, skipped: false })
    const header = await store.getEntry({ spaceId, id: SAMPLE_IDS.header, model: 'symbol' })
    expect(header?.published).not.toBeNull()
    const home = await pageFor('/')
    expect(home.map((entry) => entry.id)).toEqual([SAMPLE_IDS.home])
    expect((await pageFor('/about')).map((entry) => entry.id)).toEqual([SAMPLE_IDS.about])
  })

  it('gives the home page Text, Columns, Button and Symbol blocks and a 50/50 test', async () => {
    await seedSampleContent({ store, spaceId })
    const [home] = await pageFor('/')
    const names = home?.data?.blocks?.map((block) => block.component?.name)
    expect(names).toEqual(['Symbol', 'Text', 'Columns', 'Core:Button'])
    expect(home?.testRatio).toBe(0.5)
    const variation = home?.variations?.[SAMPLE_IDS.homeVariation]
    expect(variation?.testRatio).toBe(0.5)
    const symbol = home?.data?.blocks?.[0]?.component?.options?.symbol
    expect(symbol).toMatchObject({ model: 'symbol', entry: SAMPLE_IDS.header })
  })

  it('leaves a space that has pages alone', async () => {
    await seedSampleContent({ store, spaceId })
    expect(await seedSampleContent({ store, spaceId })).toEqual({ created: 0, skipped: true })
    expect(await store.listEntries({ spaceId, model: 'page' })).toHaveLength(2)
  })

  it('seeds the content it is given, creating missing models', async () => {
    const result = await seedSampleContent({
      store,
      spaceId,
      content: [
        { model: 'page', body: { id: 'p1', published: 'published', data: { blocks: [] } } },
        { model: 'banner', kind: 'section', body: { id: 'b1', data: {} } },
      ],
    })
    expect(result).toEqual({ created: 2, skipped: false })
    expect(await store.getModel({ spaceId, name: 'banner' })).toMatchObject({ kind: 'section' })
    const banner = await store.getEntry({ spaceId, id: 'b1' })
    expect(banner?.published).toBeNull()
  })

  it('does not change the sample content list', async () => {
    const before = JSON.stringify(SAMPLE_CONTENT)
    await seedSampleContent({ store, spaceId })
    expect(JSON.stringify(SAMPLE_CONTENT)).toBe(before)
  })
})
