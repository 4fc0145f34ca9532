import type { Entry, QueryRule } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createPreviewToken } from '../middleware/preview-token.ts'
import { createContentTestHarness, TEST_NOW } from './content-harness.test-support.ts'
import type { ContentTestHarness } from './content-harness.test-support.ts'

const DRAFTS_REFUSED = {
  error: {
    code: 'FORBIDDEN',
    message: 'Drafts (preview, overrides) need the private key or a valid preview token',
  },
}

function rule(property: string, value: unknown): QueryRule {
  return { '@type': '@builder.io/core:Query', property, operator: 'is', value }
}

async function titles(response: Response): Promise<unknown[]> {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: Entry[] }
  return body.results.map((entry) => entry.data?.title)
}

let h: ContentTestHarness
const bearer = () => ({ headers: { Authorization: `Bearer ${h.privateKey}` } })
const token = (expiresAt: number, spaceId = h.spaceId) =>
  createPreviewToken({ spaceId, expiresAt }, h.config.previewSecret)

beforeEach(async () => {
  h = await createContentTestHarness()
  await h.addEntry('page', {
    id: 'home',
    priority: 5,
    query: [rule('urlPath', '/')],
    data: { title: 'Home' },
  })
  await h.addEntry('page', {
    id: 'other',
    query: [rule('urlPath', '/other')],
    data: { title: 'Other' },
  })
  await h.addEntry('page', { id: 'new', published: 'draft', data: { title: 'New draft' } })
  await h.store.updateEntry({
    spaceId: h.spaceId,
    model: 'page',
    id: 'home',
    body: { id: 'home', priority: 5, query: [rule('urlPath', '/')], data: { title: 'Home draft' } },
  })
})

afterEach(async () => {
  await h.close()
})

const home = `/api/v3/content/page?userAttributes=${encodeURIComponent('{"urlPath":"/"}')}`

describe('drafts: preview, overrides, includeUnpublished', () => {
  it('serves published bodies by default', async () => {
    expect(await titles(await h.get(home))).toEqual(['Home'])
  })

  it.each([
    'preview=page',
    'overrides.page=other',
    'overrides.home=home',
    'overrides.page:/=other',
  ])('refuses %s to a public key alone', async (param) => {
    const response = await h.get(`${home}&${param}`)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(DRAFTS_REFUSED)
  })

  it('serves latest bodies under preview with the private key', async () => {
    const response = await h.get(`${home}&preview=page`, bearer())
    expect(await titles(response)).toEqual(['Home draft', 'New draft'])
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('lets an overridden entry win whatever the targeting', async () => {
    expect(await titles(await h.get(`${home}&overrides.page=new&limit=1`, bearer()))).toEqual([
      'New draft',
    ])
    expect(await titles(await h.get(`${home}&overrides.page:/=other`, bearer()))).toEqual([
      'Other',
      'Home',
    ])
    expect(await titles(await h.get(`${home}&overrides.home=home`, bearer()))).toEqual([
      'Home draft',
    ])
  })

  it('serves drafts with the public key and a valid preview token', async () => {
    const valid = token(TEST_NOW + 60_000)
    expect(await titles(await h.get(`${home}&preview=page&previewToken=${valid}`))).toEqual([
      'Home draft',
      'New draft',
    ])
    const viaHeader = await h.get(`${home}&overrides.page=new&limit=1`, {
      headers: { 'X-Preview-Token': valid },
    })
    expect(await titles(viaHeader)).toEqual(['New draft'])
  })

  it.each([
    ['an expired token', () => token(TEST_NOW - 1)],
    ['a token of another space', () => token(TEST_NOW + 60_000, 'other-space')],
    ['a tampered token', () => `${token(TEST_NOW + 60_000)}x`],
  ])('refuses drafts with %s', async (_name, make) => {
    const response = await h.get(`${home}&preview=page&previewToken=${make()}`)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(DRAFTS_REFUSED)
  })

  it('admits unpublished entries with includeUnpublished for the private key only', async () => {
    const refused = await h.get(`/api/v3/content/page?includeUnpublished=true`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'includeUnpublished needs the private key' },
    })
    const withToken = await h.get(
      `/api/v3/content/page?includeUnpublished=true&previewToken=${token(TEST_NOW + 60_000)}`,
    )
    expect(withToken.status).toBe(403)
    const allowed = await h.get(`${home}&includeUnpublished=true`, bearer())
    expect(await titles(allowed)).toEqual(['Home draft', 'New draft'])
  })

  it('never serves a draft response to a later public request', async () => {
    expect(await titles(await h.get(`${home}&preview=page`, bearer()))).toEqual([
      'Home draft',
      'New draft',
    ])
    expect((await h.get(`${home}&preview=page`)).status).toBe(403)
    const privateRead = await h.get(home, bearer())
    expect(privateRead.headers.get('cache-control')).toBe('no-store')
    const publicRead = await h.get(home)
    expect(publicRead.headers.get('x-cache')).toBe('MISS')
    expect(await titles(publicRead)).toEqual(['Home'])
  })
})
