import assert from 'node:assert/strict'
import type { StoredEvent } from '../types.ts'
import { CONTRACT_EPOCH, newSpace } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

function event(spaceId: string, fields: Partial<StoredEvent>): StoredEvent {
  return {
    spaceId,
    type: 'impression',
    contentId: 'c1',
    variationId: null,
    amount: null,
    sessionId: 's1',
    visitorId: 'v1',
    createdAt: CONTRACT_EPOCH,
    data: {},
    ...fields,
  }
}

/** Tracking events and their aggregates. */
export const eventsContract: ContractGroup = {
  name: 'events',
  cases: {
    'inserts a large batch and returns the count': async ({ store }) => {
      const spaceId = await newSpace(store)
      const events = Array.from({ length: 1203 }, (_, i) =>
        event(spaceId, { createdAt: CONTRACT_EPOCH + i, data: { i, nested: { ok: true } } }),
      )
      assert.equal(await store.insertEvents({ events }), 1203)
      assert.equal(await store.insertEvents({ events: [] }), 0)
      const [row] = await store.aggregateEvents({
        spaceId,
        from: CONTRACT_EPOCH,
        to: CONTRACT_EPOCH + 10_000,
      })
      assert.equal(row?.impressions, 1203)
    },

    'aggregates per content and variation over [from, to)': async ({ store }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const t = CONTRACT_EPOCH
      await store.insertEvents({
        events: [
          event(spaceId, { type: 'impression', createdAt: t }),
          event(spaceId, { type: 'impression', createdAt: t + 1 }),
          event(spaceId, { type: 'click', createdAt: t + 2 }),
          event(spaceId, { type: 'conversion', amount: 12.5, createdAt: t + 3 }),
          event(spaceId, { type: 'conversion', amount: null, createdAt: t + 4 }),
          event(spaceId, { type: 'impression', variationId: 'c1', createdAt: t + 5 }),
          event(spaceId, { type: 'impression', variationId: 'var-b', createdAt: t + 6 }),
          event(spaceId, { type: 'conversion', variationId: 'var-b', amount: 3, createdAt: t + 7 }),
          event(spaceId, { type: 'impression', contentId: 'c2', createdAt: t + 8 }),
          event(spaceId, { type: 'impression', contentId: null, createdAt: t + 8 }),
          event(spaceId, { type: 'scroll', createdAt: t + 8 }),
          event(spaceId, { type: 'impression', createdAt: t - 1 }),
          event(spaceId, { type: 'impression', createdAt: t + 100 }),
          event(other, { type: 'impression', createdAt: t }),
        ],
      })
      const rows = await store.aggregateEvents({ spaceId, from: t, to: t + 100 })
      assert.deepEqual(rows, [
        {
          contentId: 'c1',
          variationId: 'c1',
          impressions: 3,
          clicks: 1,
          conversions: 2,
          conversionAmount: 12.5,
        },
        {
          contentId: 'c1',
          variationId: 'var-b',
          impressions: 1,
          clicks: 0,
          conversions: 1,
          conversionAmount: 3,
        },
        {
          contentId: 'c2',
          variationId: 'c2',
          impressions: 1,
          clicks: 0,
          conversions: 0,
          conversionAmount: 0,
        },
      ])
      const c2 = await store.aggregateEvents({ spaceId, from: t, to: t + 100, contentId: 'c2' })
      assert.deepEqual(
        c2.map((row) => row.contentId),
        ['c2'],
      )
      assert.deepEqual(await store.aggregateEvents({ spaceId, from: t + 9, to: t + 100 }), [])
    },
  },
}
