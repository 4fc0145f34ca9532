import type { Entry } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

async function results(response: Response): Promise<Entry[]> {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Entry[] }
  return body.results
}

const ids = (entries: Entry[]) => entries.map((entry) => entry.id)

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
})

afterEach(async () => {
  await h.close()
})

describe('GET /api/v3/content/:model — query.*', () => {
  beforeEach(async () => {
    await h.addEntry('data', {
      id: 'cheap',
      data: { slug: 'cheap', price: 5, tags: ['sale', 'new'] },
    })
    await h.addEntry('data', { id: 'mid', data: { slug: 'mid', price: 50, tags: ['new'] } })
    await h.addEntry('data', { id: 'dear', data: { slug: 'dear', price: 500, tags: [] } })
  })

  const cases: Array<[string, string[]]> = [
    ['query.data.slug=%22mid%22', ['mid']],
    ['query.data.slug=mid', ['mid']],
    ['query.id=cheap', ['cheap']],
    ['query.data.price.$gt=10', ['mid', 'dear']],
    [`query.data.price=${encodeURIComponent('{"$gte":5,"$lt":100}')}`, ['cheap', 'mid']],
    [`query.data.tags=${encodeURIComponent('{"$in":["sale"]}')}`, ['cheap']],
    [`query.data.tags=${encodeURIComponent('{"$nin":["new"]}')}`, ['dear']],
    [`query.data.slug=${encodeURIComponent('{"$ne":"mid"}')}`, ['cheap', 'dear']],
    [`query.data.tags.0=${encodeURIComponent('{"$exists":false}')}`, ['dear']],
    [`query.data.slug=${encodeURIComponent('{"$regex":"^M","$options":"i"}')}`, ['mid']],
    [`query.$or=${encodeURIComponent('[{"data.price":5},{"data.price":500}]')}`, ['cheap', 'dear']],
    [
      `query.$and=${encodeURIComponent('[{"data.tags":"new"},{"data.price":{"$lt":10}}]')}`,
      ['cheap'],
    ],
    [`query.data.price=${encodeURIComponent('{"$not":{"$gt":10}}')}`, ['cheap']],
    [`query=${encodeURIComponent('{"data.slug":{"$in":["dear","mid"]}}')}`, ['mid', 'dear']],
  ]

  it.each(cases)('filters with %s', async (query, expected) => {
    const found = ids(await results(await h.get(`/api/v3/content/data?${query}`)))
    expect(found.sort()).toEqual([...expected].sort())
  })

  it.each([
    [`query.data.slug=${encodeURIComponent('{"$where":"1"}')}`, 'Unknown query operator "$where"'],
    [
      `query.data.slug=${encodeURIComponent('{"$regex":"(a)\\\\1"}')}`,
      'Invalid $regex "(a)\\1": invalid escape sequence: `\\1` (patterns use RE2 syntax)',
    ],
    ['query.__proto__.x=1', 'Property name "__proto__" is not allowed'],
  ])('answers 400 INVALID_QUERY to %s', async (query, message) => {
    const response = await h.get(`/api/v3/content/data?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'INVALID_QUERY', message } })
  })
})
