import { QueryParseError } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentTestHarness, TEST_NOW } from '../routes/content-harness.test-support.ts'
import type { ContentTestHarness } from '../routes/content-harness.test-support.ts'
import type { ContentStore, FindCandidatesArgs } from '../store/types.ts'
import { createExpiryTracker } from '../cache/expiry-tracker.ts'
import { selectEntries } from './select-entries.ts'

let h: ContentTestHarness
let calls: FindCandidatesArgs[]
let store: ContentStore

beforeEach(async () => {
  h = await createContentTestHarness()
  calls = []
  store = {
    ...h.store,
    findCandidates: (args) => {
      calls.push(args)
      return h.store.findCandidates(args)
    },
  }
  await h.addEntry('page', {
    id: 'about',
    priority: 1,
    query: [{ property: 'urlPath', operator: 'is', value: '/about' }],
  })
  await h.addEntry('page', { id: 'any' })
})

afterEach(async () => {
  await h.close()
})

const base = () => ({
  store,
  spaceId: h.spaceId,
  model: 'page',
  version: 'published' as const,
  now: TEST_NOW,
})

describe('selectEntries', () => {
  it('looks candidates up by the normalised urlPath', async () => {
    const entries = await selectEntries({ ...base(), userAttributes: { urlPath: '/about/?x=1' } })
    expect(entries.map((entry) => entry.id)).toEqual(['about', 'any'])
    expect(calls).toEqual([
      { spaceId: h.spaceId, model: 'page', version: 'published', urlPath: '/about' },
    ])
  })

  it('asks for every candidate without a urlPath', async () => {
    const entries = await selectEntries({ ...base(), userAttributes: {} })
    expect(entries.map((entry) => entry.id)).toEqual(['any'])
    expect(calls).toEqual([{ spaceId: h.spaceId, model: 'page', version: 'published' }])
  })

  it('refuses a bad query before touching the store', async () => {
    await expect(
      selectEntries({ ...base(), userAttributes: {}, query: { a: { $bad: 1 } } }),
    ).rejects.toThrow(new QueryParseError('Unknown query operator "$bad"'))
    expect(calls).toEqual([])
  })

  it('ignores an override naming an entry of another model or none', async () => {
    await h.addEntry('symbol', { id: 'sym' })
    const entries = await selectEntries({
      ...base(),
      userAttributes: {},
      overrides: { page: 'sym', missing: 'nothing' },
    })
    expect(entries.map((entry) => entry.id)).toEqual(['any'])
  })

  it('lists every entry whatever its targeting with noTargeting, keeping the schedule', async () => {
    await h.addEntry('page', { id: 'later', startDate: TEST_NOW + 1000 })
    await h.addEntry('page', { id: 'ended', endDate: TEST_NOW - 1 })
    await h.addEntry('page', { id: 'draft', published: 'draft' })
    const entries = await selectEntries({
      ...base(),
      userAttributes: { urlPath: '/elsewhere', device: 'mobile' },
      noTargeting: true,
    })
    expect(entries.map((entry) => entry.id)).toEqual(['about', 'any'])
    expect(calls).toEqual([{ spaceId: h.spaceId, model: 'page', version: 'published' }])
  })

  it('reports the next schedule change of every candidate, shown or not', async () => {
    await h.addEntry('page', {
      id: 'sale',
      startDate: TEST_NOW + 5000,
      query: [{ property: 'urlPath', operator: 'is', value: '/sale' }],
    })
    await h.addEntry('page', { id: 'ending', endDate: TEST_NOW + 9000 })
    await h.addEntry('page', { id: 'over', startDate: TEST_NOW - 10, endDate: TEST_NOW - 1 })
    const expiry = createExpiryTracker(TEST_NOW)
    const entries = await selectEntries({ ...base(), userAttributes: {}, expiry })
    expect(entries.map((entry) => entry.id).sort()).toEqual(['any', 'ending'])
    expect(expiry.validUntil).toBe(TEST_NOW + 5000)
  })

  it('reports no schedule change when userAttributes.date fixes the time', async () => {
    await h.addEntry('page', { id: 'sale', startDate: TEST_NOW + 5000 })
    const expiry = createExpiryTracker(TEST_NOW)
    await selectEntries({ ...base(), userAttributes: { date: TEST_NOW }, expiry })
    expect(expiry.validUntil).toBe(Infinity)
  })
})
