import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from './experiment-days.ts'
import { rawExperimentDaily, rawExperimentRows } from './experiment-raw-reference.test-support.ts'
import { TEST_DATABASES } from './databases.test-support.ts'
import type { TestDatabase } from './databases.test-support.ts'
import type { ContentStore, StoredEvent } from './types.ts'

/** 2024-01-01T00:00:00Z, day 19723. */
const BASE = 1_704_067_200_000
const BASE_DAY = BASE / DAY_MS
const DAYS = 6

const eventArb = fc.record({
  type: fc.constantFrom('impression', 'impression', 'click', 'conversion', 'scroll'),
  contentId: fc.constantFrom<string | null>('page', 'page', 'page', 'other', null),
  variationId: fc.constantFrom<string | null>(null, null, 'page', 'a', 'b'),
  visitorId: fc.constantFrom<string | null>('v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6', null),
  createdAt: fc.integer({ min: BASE, max: BASE + DAYS * DAY_MS - 1 }),
})

function stored(
  spaceId: string,
  e: typeof eventArb extends fc.Arbitrary<infer T> ? T : never,
): StoredEvent {
  return { ...e, spaceId, amount: null, sessionId: null, data: {} }
}

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'experiment rollups (%s)',
  (_name, db: TestDatabase) => {
    let store: ContentStore
    beforeAll(async () => {
      store = await db.open()
    })
    afterAll(() => store.close())

    it('equal the raw-event computation for any events, batches, order and day range', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(eventArb, { minLength: 1, maxLength: 60 }),
          fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }),
          async (raw, batchSizes) => {
            const { id: spaceId } = await store.createSpace({ name: 'Property' })
            const events = raw.map((e) => stored(spaceId, e))
            // Insert in batches of the drawn sizes (as the tracking buffer would), in draw order,
            // which is not time order: later batches move visitors' first days earlier.
            let start = 0
            for (let i = 0; start < events.length; i += 1) {
              const size = batchSizes[i % batchSizes.length]!
              await store.insertEvents({ events: events.slice(start, start + size) })
              start += size
            }
            for (let fromDay = BASE_DAY; fromDay < BASE_DAY + DAYS; fromDay += 1) {
              for (let toDay = fromDay + 1; toDay <= BASE_DAY + DAYS; toDay += 1) {
                const range = { fromDay, toDay }
                const args = {
                  spaceId,
                  contentId: 'page',
                  from: fromDay * DAY_MS,
                  to: toDay * DAY_MS,
                }
                expect(await store.aggregateExperiment(args)).toEqual(
                  rawExperimentRows(events, spaceId, 'page', range),
                )
              }
            }
            const all = { fromDay: BASE_DAY, toDay: BASE_DAY + DAYS }
            const args = { spaceId, contentId: 'page', from: BASE, to: BASE + DAYS * DAY_MS }
            expect(await store.experimentDaily(args)).toEqual(
              rawExperimentDaily(events, spaceId, 'page', all),
            )
          },
        ),
        { numRuns: 25 },
      )
    }, 120_000)

    it('counts whole UTC days: a sub-day range reads the days it touches', async () => {
      const { id: spaceId } = await store.createSpace({ name: 'Days' })
      const at = (createdAt: number, visitorId: string) =>
        stored(spaceId, {
          type: 'impression',
          contentId: 'page',
          variationId: null,
          visitorId,
          createdAt,
        })
      await store.insertEvents({
        events: [
          at(BASE + 1000, 'early'),
          at(BASE + DAY_MS - 1, 'late'),
          at(BASE + DAY_MS, 'next'),
        ],
      })
      const rows = await store.aggregateExperiment({
        spaceId,
        contentId: 'page',
        from: BASE + 12 * 3_600_000,
        to: BASE + 13 * 3_600_000,
      })
      expect(rows).toEqual([
        {
          variationId: 'page',
          impressions: 2,
          visitors: 2,
          clicks: 0,
          conversions: 0,
          convertedVisitors: 0,
        },
      ])
    })
  },
)
