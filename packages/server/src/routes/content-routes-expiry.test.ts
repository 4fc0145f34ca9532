import type { Entry, QueryRule } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPreviewToken } from '../middleware/preview-token.ts'
import { createContentTestHarness, TEST_NOW } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

const PATH = '/api/v3/content/page'
const START = TEST_NOW + 60_000
const END = TEST_NOW + 120_000

function rule(property: string, value: unknown): QueryRule {
  return { '@type': '@builder.io/core:Query', property, operator: 'is', value }
}

const attributes = (value: unknown) => `userAttributes=${encodeURIComponent(JSON.stringify(value))}`

async function read(path: string, init?: RequestInit): Promise<{ ids: string[]; cache: string }> {
  const response = await h.get(path, init)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Entry[] }
  return {
    ids: body.results.map((entry) => entry.id),
    cache: response.headers.get('x-cache') ?? '',
  }
}

let h: ContentTestHarness

beforeEach(async () => {
  h = await createContentTestHarness()
  await h.addEntry('page', { id: 'home', query: [rule('urlPath', '/')] })
  await h.addEntry('page', { id: 'sale', startDate: START, query: [rule('urlPath', '/sale')] })
  await h.addEntry('page', { id: 'promo', endDate: END, query: [rule('urlPath', '/promo')] })
  await h.addEntry('page', { id: 'mobile', query: [rule('device', 'mobile')] })
})

afterEach(async () => {
  await h.close()
})

describe('cached responses and schedules', () => {
  it('serves a page from its start date without cachebust', async () => {
    const path = `${PATH}?${attributes({ urlPath: '/sale' })}`
    expect(await read(path)).toEqual({ ids: [], cache: 'MISS' })
    h.clock.now = START - 1
    expect(await read(path)).toEqual({ ids: [], cache: 'HIT' })
    h.clock.now = START
    expect(await read(path)).toEqual({ ids: ['sale'], cache: 'MISS' })
    h.clock.now = START + 1
    expect(await read(path)).toEqual({ ids: ['sale'], cache: 'HIT' })
  })

  it('stops serving a page after its end date', async () => {
    const path = `${PATH}?${attributes({ urlPath: '/promo' })}`
    expect(await read(path)).toEqual({ ids: ['promo'], cache: 'MISS' })
    h.clock.now = END
    expect(await read(path)).toEqual({ ids: ['promo'], cache: 'HIT' })
    h.clock.now = END + 1
    expect(await read(path)).toEqual({ ids: [], cache: 'MISS' })
  })

  it('expires a list by the schedules of entries it did not return yet', async () => {
    const path = `${PATH}?noTargeting=true`
    expect((await read(path)).ids.sort()).toEqual(['home', 'mobile', 'promo'])
    h.clock.now = START
    const later = await read(path)
    expect(later.cache).toBe('MISS')
    expect(later.ids.sort()).toEqual(['home', 'mobile', 'promo', 'sale'])
  })

  it('keeps a response whose userAttributes.date fixes the time', async () => {
    const path = `${PATH}?${attributes({ urlPath: '/sale', date: TEST_NOW })}`
    expect(await read(path)).toEqual({ ids: [], cache: 'MISS' })
    h.clock.now = START + 1
    expect(await read(path)).toEqual({ ids: [], cache: 'HIT' })
  })
})

describe('noTargeting', () => {
  it('lists every published, scheduled page whatever the targeting and urlPath', async () => {
    await h.addEntry('page', { id: 'draft', published: 'draft' })
    const listed = await read(`${PATH}?noTargeting=true&limit=100&${attributes({ urlPath: '/' })}`)
    expect(listed.ids.sort()).toEqual(['home', 'mobile', 'promo'])
    const targeted = await read(`${PATH}?${attributes({ urlPath: '/' })}`)
    expect(targeted.ids).toEqual(['home'])
  })
})

describe('cached responses and refused requests', () => {
  const query = '?limit=2&omit=data'

  it('refuses a request without a valid key whatever the cache holds', async () => {
    expect((await read(`${PATH}${query}`)).cache).toBe('MISS')
    expect((await read(`${PATH}${query}`)).cache).toBe('HIT')
    const missing = await h.app.request(`${PATH}${query}`)
    expect(missing.status).toBe(401)
    const unknown = await h.app.request(`${PATH}${query}&apiKey=nope`)
    expect(unknown.status).toBe(401)
  })

  it('never serves drafts a public key was given to a public key without a token', async () => {
    const preview = `${PATH}${query}&preview=page`
    const previewToken = createPreviewToken(
      { spaceId: h.spaceId, expiresAt: TEST_NOW + 60_000 },
      h.config.previewSecret,
    )
    const allowed = await h.get(preview, { headers: { 'X-Preview-Token': previewToken } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('x-cache')).toBe('BYPASS')
    const privateRead = await h.get(preview, {
      headers: { Authorization: `Bearer ${h.privateKey}` },
    })
    expect(privateRead.headers.get('x-cache')).toBe('BYPASS')
    const refused = await h.get(preview)
    expect(refused.status).toBe(403)
  })

  it('validates parameters that a cached twin does not have', async () => {
    await read(`${PATH}${query}`)
    const refused = await h.get(`${PATH}${query}&limit=0`)
    expect(refused.status).toBe(400)
    const busted = await h.get(`${PATH}${query}&cachebust=maybe`)
    expect(busted.status).toBe(400)
  })
})
