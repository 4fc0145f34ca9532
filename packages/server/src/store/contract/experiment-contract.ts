import assert from 'node:assert/strict'
import type { StoredEvent } from '../types.ts'
import { CONTRACT_EPOCH, newSpace } from './contract-helpers.ts'
import type { ContractGroup } from './contract-helpers.ts'

function event(spaceId: string, fields: Partial<StoredEvent>): StoredEvent {
  return {
    spaceId,
    type: 'impression',
    contentId: 'page',
    variationId: null,
    amount: null,
    sessionId: null,
    visitorId: null,
    createdAt: CONTRACT_EPOCH,
    data: {},
    ...fields,
  }
}

/** The per-variation aggregate of one content's split test, with distinct visitors. */
export const experimentContract: ContractGroup = {
  name: 'experiment aggregate',
  cases: {
    'counts events and distinct visitors per variation of one content over [from, to)': async ({
      store,
    }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const t = CONTRACT_EPOCH
      const at = (type: string, visitorId: string | null, variationId: string | null = null) =>
        event(spaceId, { type, visitorId, variationId, createdAt: t + 1 })
      await store.insertEvents({
        events: [
          // Default: visitors v1 (twice), v2, and one impression without a visitor id.
          at('impression', 'v1'),
          at('impression', 'v1'),
          at('impression', 'v2'),
          at('impression', null),
          at('click', 'v1'),
          at('conversion', 'v1'),
          at('conversion', 'v1'),
          // The default named by the content id counts with the default.
          at('impression', 'v3', 'page'),
          // Variation b: v4, v5, v6; v4 and v5 convert, v5 twice.
          at('impression', 'v4', 'b'),
          at('impression', 'v5', 'b'),
          at('impression', 'v6', 'b'),
          at('click', 'v4', 'b'),
          at('click', 'v4', 'b'),
          at('conversion', 'v4', 'b'),
          at('conversion', 'v5', 'b'),
          at('conversion', 'v5', 'b'),
          // A conversion from a visitor never seen in b still counts as converted.
          at('conversion', 'v9', 'b'),
          // Left out: other types, other content, no content, out of range, other space.
          at('scroll', 'v1'),
          event(spaceId, { contentId: 'elsewhere', visitorId: 'v1', createdAt: t + 1 }),
          event(spaceId, { contentId: null, visitorId: 'v1', createdAt: t + 1 }),
          event(spaceId, { visitorId: 'v7', createdAt: t - 1 }),
          event(spaceId, { visitorId: 'v7', createdAt: t + 100 }),
          event(other, { visitorId: 'v8', createdAt: t + 1 }),
        ],
      })
      const rows = await store.aggregateExperiment({
        spaceId,
        contentId: 'page',
        from: t,
        to: t + 100,
      })
      assert.deepEqual(rows, [
        {
          variationId: 'b',
          impressions: 3,
          visitors: 3,
          clicks: 2,
          conversions: 4,
          convertedVisitors: 3,
        },
        {
          variationId: 'page',
          impressions: 5,
          visitors: 3,
          clicks: 1,
          conversions: 2,
          convertedVisitors: 1,
        },
      ])
      assert.deepEqual(
        await store.aggregateExperiment({ spaceId, contentId: 'none', from: t, to: t + 100 }),
        [],
      )
    },
  },
}
