import type { Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
})

afterEach(async () => {
  await h.close()
})

const MINUTE = 60_000

async function read(path: string): Promise<{ entry: Entry | undefined; cache: string | null }> {
  const response = await h.get(path)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Entry[] }
  return { entry: body.results[0], cache: response.headers.get('x-cache') }
}

const ids = (entry: Entry | undefined) => Object.keys(entry?.variations ?? {})

describe('variations with a window (variation.meta.startDate / endDate)', () => {
  it('serves a variation from its start to its end, the cache expiring at each boundary', async () => {
    const start = h.clock.now + 10 * MINUTE
    const end = start + 10 * MINUTE
    await h.addEntry('page', {
      id: 'ab',
      testRatio: 0.5,
      data: { title: 'Default' },
      variations: {
        late: { id: 'late', testRatio: 0.3, meta: { startDate: start, endDate: end } },
        always: { id: 'always', testRatio: 0.2 },
      },
    })
    const path = '/api/v3/content/page'
    expect(await read(path)).toMatchObject({ cache: 'MISS' })
    const before = await read(path)
    expect(before.cache).toBe('HIT')
    expect(ids(before.entry)).toEqual(['always'])
    expect(before.entry?.testRatio).toBeCloseTo(0.8)

    h.clock.now = start - 1
    expect((await read(path)).cache).toBe('HIT')
    h.clock.now = start
    const during = await read(path)
    expect(during.cache).toBe('MISS')
    expect(ids(during.entry)).toEqual(['late', 'always'])

    h.clock.now = end
    expect((await read(path)).cache).toBe('HIT')
    h.clock.now = end + 1
    const after = await read(path)
    expect(after.cache).toBe('MISS')
    expect(ids(after.entry)).toEqual(['always'])
  })

  it('applies to a symbol inlined in a page, whose boundary also expires the page', async () => {
    const start = h.clock.now + MINUTE
    await h.addEntry('symbol', {
      id: 'sym',
      data: { blocks: [] },
      variations: { v: { id: 'v', testRatio: 0.5, meta: { startDate: start } } },
    })
    const symbolBlock = {
      '@type': '@builder.io/sdk:Element' as const,
      id: 'builder-s1',
      component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: 'sym' } } },
    }
    await h.addEntry('page', { id: 'p', data: { blocks: [symbolBlock] } })
    const path = '/api/v3/content/page?includeRefs=true'
    const inlined = (entry: Entry | undefined) => {
      const block = entry?.data?.blocks?.[0] as unknown as {
        component: { options: { symbol: { content: Entry } } }
      }
      return block.component.options.symbol.content
    }
    expect(inlined((await read(path)).entry).variations).toBeUndefined()
    h.clock.now = start
    const live = await read(path)
    expect(live.cache).toBe('MISS')
    expect(ids(inlined(live.entry))).toEqual(['v'])
  })

  it('reads the windows at userAttributes.date when given', async () => {
    const start = h.clock.now + MINUTE
    await h.addEntry('page', {
      id: 'ab',
      data: {},
      variations: { v: { id: 'v', testRatio: 0.5, meta: { startDate: start } } },
    })
    const date = encodeURIComponent(JSON.stringify({ date: start }))
    expect(ids((await read(`/api/v3/content/page?userAttributes=${date}`)).entry)).toEqual(['v'])
  })
})
