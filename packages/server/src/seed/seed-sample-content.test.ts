import type { Block, Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../store/types.ts'
import { DEMO_IMAGES } from './demo-images.ts'
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
    config: loadConfig({}, { previewSecret: 'seed-test-secret' }),
    logger: createLogger({ quiet: true }),
    now: Date.now,
  })
  const query = `apiKey=${publicKey}&userAttributes.urlPath=${encodeURIComponent(urlPath)}`
  const response = await app.request(`/api/v3/content/page?${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Entry[] }).results
}

/** Every block of a list, nested ones included (children and block lists in options). */
function allBlocks(value: unknown): Block[] {
  if (Array.isArray(value)) return value.flatMap(allBlocks)
  if (typeof value !== 'object' || value === null) return []
  const nested = Object.values(value).flatMap(allBlocks)
  return (value as Block)['@type'] === '@builder.io/sdk:Element'
    ? [value as Block, ...nested]
    : nested
}

const PAGES = {
  '/': SAMPLE_IDS.home,
  '/about': SAMPLE_IDS.about,
  '/pricing': SAMPLE_IDS.pricing,
  '/contact': SAMPLE_IDS.contact,
  '/guide': SAMPLE_IDS.guide,
  '/guide/intro': SAMPLE_IDS.guideIntro,
  '/guide/blocks': SAMPLE_IDS.guideBlocks,
  '/404': SAMPLE_IDS.notFound,
}

describe('seedSampleContent', () => {
  it('creates the symbols and every page, published, with a title and a description', async () => {
    expect(await seedSampleContent({ store, spaceId })).toEqual({
      created: 10,
      skipped: false,
      images: DEMO_IMAGES.length,
    })
    const symbols = await store.listEntries({ spaceId, model: 'symbol' })
    expect(symbols.map((entry) => entry.id).sort()).toEqual(
      [SAMPLE_IDS.header, SAMPLE_IDS.footer].sort(),
    )
    expect(await store.listEntries({ spaceId, model: 'page' })).toHaveLength(8)
    for (const [path, id] of Object.entries(PAGES)) {
      const [page, ...others] = await pageFor(path)
      expect({ path, id: page?.id, others: others.length }).toEqual({ path, id, others: 0 })
      expect(page?.published).toBe('published')
      expect(page?.data?.title).toEqual(expect.any(String))
      expect(page?.data?.description).toEqual(expect.any(String))
    }
  })

  it('includes the header and footer in every page through Symbol blocks', async () => {
    await seedSampleContent({ store, spaceId })
    for (const path of Object.keys(PAGES)) {
      const [page] = await pageFor(path)
      const symbols = allBlocks(page?.data?.blocks)
        .filter((block) => block.component?.name === 'Symbol')
        .map((block) => (block.component?.options?.symbol as { entry: string }).entry)
      expect(symbols).toEqual([SAMPLE_IDS.header, SAMPLE_IDS.footer])
    }
  })

  it('splits the home page 50/50: the variation changes the headline and the hero image', async () => {
    await seedSampleContent({ store, spaceId })
    const [home] = await pageFor('/')
    expect(home?.testRatio).toBe(0.5)
    const variation = home?.variations?.[SAMPLE_IDS.homeVariation]
    expect(variation).toMatchObject({ name: 'Bold headline', testRatio: 0.5 })
    const pick = (blocks: unknown, id: string) =>
      allBlocks(blocks).find((block) => block.id === id)?.component?.options
    const [base, bold] = [home?.data?.blocks, variation?.data?.blocks]
    expect(pick(base, 'builder-home-hero-headline')?.text).not.toEqual(
      pick(bold, 'builder-home-hero-headline')?.text,
    )
    expect(pick(base, 'builder-home-hero-image')?.image).not.toEqual(
      pick(bold, 'builder-home-hero-image')?.image,
    )
    const cta = allBlocks(base).find((block) => block.id === 'builder-home-hero-cta')
    expect(cta).toMatchObject({
      component: { name: 'Core:Button', options: { link: '/contact' } },
      properties: { 'data-track-conversion': 'true' },
    })
  })

  it('points every image at a stored image of the space', async () => {
    await seedSampleContent({ store, spaceId })
    const [home] = await pageFor('/')
    const urls = allBlocks(home?.data?.blocks)
      .filter((block) => block.component?.name === 'Image')
      .map((block) => String(block.component?.options?.image))
    expect(urls.length).toBeGreaterThan(5)
    for (const url of urls) {
      // Stored relative; the read API answers them absolute, on the origin it was reached at.
      const match = /^http:\/\/localhost\/api\/v1\/image\/assets%2F([\w-]+)%2F([\w-]+)$/.exec(url)
      expect(match?.[1]).toBe(spaceId)
      expect(await store.getAsset({ spaceId, id: match?.[2] ?? '' })).toBeDefined()
    }
  })

  it('leaves a space that has pages alone', async () => {
    await seedSampleContent({ store, spaceId })
    expect(await seedSampleContent({ store, spaceId })).toEqual({
      created: 0,
      skipped: true,
      images: 0,
    })
    expect(await store.listEntries({ spaceId, model: 'page' })).toHaveLength(8)
  })

  it('seeds the content it is given, creating missing models, without the demo images', async () => {
    const result = await seedSampleContent({
      store,
      spaceId,
      content: [
        { model: 'page', body: { id: 'p1', published: 'published', data: { blocks: [] } } },
        { model: 'banner', kind: 'section', body: { id: 'b1', data: {} } },
      ],
    })
    expect(result).toEqual({ created: 2, skipped: false, images: 0 })
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
