import assert from 'node:assert/strict'
import type { StoredEvent } from '../types.ts'
import { CONTRACT_EPOCH, newSpace } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const DAY = 86_400_000

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

/**
 * The per-variation aggregate of one content's split test, with visitors counted by cohort
 * (entered the test on a day of the range), and its days: read from the rollups that
 * inserting events keeps.
 */
export const experimentContract: ContractGroup = {
  name: 'experiment aggregate',
  cases: {
    'counts events and distinct visitors per variation of one content over whole UTC days': async ({
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
          // A conversion from a visitor never seen in b: an event, not a visitor of the test.
          at('conversion', 'v9', 'b'),
          // Left out: other types, other content, no content, out of range, other space.
          at('scroll', 'v1'),
          event(spaceId, { contentId: 'elsewhere', visitorId: 'v1', createdAt: t + 1 }),
          event(spaceId, { contentId: null, visitorId: 'v1', createdAt: t + 1 }),
          event(spaceId, { visitorId: 'v7', createdAt: t - 1 }),
          event(spaceId, { visitorId: 'v7', createdAt: t + DAY }),
          event(other, { visitorId: 'v8', createdAt: t + 1 }),
        ],
      })
      const rows = await store.aggregateExperiment({
        spaceId,
        contentId: 'page',
        from: t,
        to: t + DAY,
      })
      assert.deepEqual(rows, [
        {
          variationId: 'b',
          impressions: 3,
          visitors: 3,
          clicks: 2,
          conversions: 4,
          convertedVisitors: 2,
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
        await store.aggregateExperiment({ spaceId, contentId: 'none', from: t, to: t + DAY }),
        [],
      )
    },

    'counts visitors by cohort: entered on a day of the range, converted by its last day': async ({
      store,
    }) => {
      const spaceId = await newSpace(store)
      const t = CONTRACT_EPOCH
      const at = (
        type: string,
        visitorId: string,
        day: number,
        variationId: string | null = null,
      ) => event(spaceId, { type, visitorId, variationId, createdAt: t + day * DAY + 5 })
      // Ingested out of time order, in two batches: v1's first day moves from day 2 to day 0.
      await store.insertEvents({
        events: [at('impression', 'v1', 2), at('impression', 'v2', 1), at('conversion', 'v2', 2)],
      })
      await store.insertEvents({
        events: [
          at('impression', 'v1', 0),
          at('impression', 'v3', 1, 'b'),
          at('click', 'v3', 1, 'b'),
        ],
      })
      const range = (fromDay: number, toDay: number) => ({
        spaceId,
        contentId: 'page',
        from: t + fromDay * DAY,
        to: t + toDay * DAY,
      })
      const page = (
        visitors: number,
        impressions: number,
        conversions: number,
        convertedVisitors: number,
      ) => ({
        variationId: 'page',
        impressions,
        visitors,
        clicks: 0,
        conversions,
        convertedVisitors,
      })
      const b = { variationId: 'b', impressions: 1, visitors: 1, clicks: 1, conversions: 0 }
      assert.deepEqual(await store.aggregateExperiment(range(0, 3)), [
        { ...b, convertedVisitors: 0 },
        page(2, 3, 1, 1),
      ])
      // From day 1: v1 (entered on day 0) is back on day 2 but is not a visitor of the range;
      // v2 entered on day 1 and converted on day 2.
      assert.deepEqual(await store.aggregateExperiment(range(1, 3)), [
        { ...b, convertedVisitors: 0 },
        page(1, 2, 1, 1),
      ])
      // Day 1 alone: v2 entered, but converted after the range's last day.
      assert.deepEqual(await store.aggregateExperiment(range(1, 2)), [
        { ...b, convertedVisitors: 0 },
        page(1, 1, 0, 0),
      ])
      // Day 2 alone: events of the day, but nobody entered then.
      assert.deepEqual(await store.aggregateExperiment(range(2, 3)), [page(0, 1, 1, 0)])
      const day = (n: number, variationId: string, impressions: number, clicks = 0) => ({
        day: t / DAY + n,
        variationId,
        impressions,
        // Visitors entering that day: v1 on day 0 (back on day 2), v2 and v3 on day 1.
        visitors: n === 2 ? 0 : 1,
        clicks,
        conversions: n === 2 && variationId === 'page' ? 1 : 0,
      })
      assert.deepEqual(await store.experimentDaily(range(0, 3)), [
        day(0, 'page', 1),
        day(1, 'b', 1, 1),
        day(1, 'page', 1),
        day(2, 'page', 1),
      ])
    },
  },
}
