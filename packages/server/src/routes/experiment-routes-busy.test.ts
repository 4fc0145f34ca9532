import { expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { StoredEvent } from '../store/types.ts'
import { createEventBuffer } from '../tracking/event-buffer.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import { experimentRoutes } from './experiment-routes.ts'
import type { ExperimentReportResponse } from './experiment-routes.ts'

const impression = (spaceId: string, visitorId: string, createdAt: number): StoredEvent => ({
  spaceId,
  type: 'impression',
  contentId: 'page-exp',
  variationId: null,
  amount: null,
  sessionId: null,
  visitorId,
  createdAt,
  data: {},
})

it('counts the events accepted before the read, without waiting for those tracked meanwhile', async () => {
  const store = await TEST_DATABASES[0]!.open()
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const insert = store.insertEvents.bind(store)
  let calls = 0
  // The first insert waits for the test; later ones never end (steady tracking, a slow database).
  const events = createEventBuffer({
    store: {
      ...store,
      insertEvents: async (args) => {
        calls += 1
        await (calls === 1 ? gate : new Promise<void>(() => {}))
        return insert(args)
      },
    },
    logger: createLogger({ quiet: true }),
    batchSize: 1,
  })
  let waiting = false
  const watched = {
    ...events,
    written: () => {
      waiting = true
      return events.written()
    },
  }
  const h = await createContentTestHarness({
    store,
    // Long enough that the test would time out had the report waited for the later events.
    routes: [experimentRoutes({ events: watched, flushWaitMs: 60_000 })],
  })
  try {
    await h.addEntry('page', { id: 'page-exp', name: 'Page' })
    events.push([impression(h.spaceId, 'v1', h.clock.now)])
    const read = h.get('/api/v1/analytics/experiments/page-exp', {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    await vi.waitFor(() => expect(waiting).toBe(true))
    events.push([impression(h.spaceId, 'v2', h.clock.now)]) // tracked while the read waits
    release()
    const response = await read
    expect(response.status).toBe(200)
    const body = (await response.json()) as ExperimentReportResponse
    expect(body.variations[0]?.impressions).toBe(1)
  } finally {
    await h.close()
  }
})

it('runs one query for concurrent reads of one report, and gives each the same answer', async () => {
  const store = await TEST_DATABASES[0]!.open()
  const aggregate = vi.spyOn(store, 'aggregateExperiment')
  const events = createEventBuffer({ store, logger: createLogger({ quiet: true }) })
  const h = await createContentTestHarness({ store, routes: [experimentRoutes({ events })] })
  try {
    await h.addEntry('page', { id: 'page-exp', name: 'Page' })
    await store.insertEvents({
      events: [impression(h.spaceId, 'v1', h.clock.now), impression(h.spaceId, 'v2', h.clock.now)],
    })
    const get = (query = '') =>
      h.get(`/api/v1/analytics/experiments/page-exp${query}`, {
        headers: { authorization: `Bearer ${h.privateKey}` },
      })
    aggregate.mockClear()
    const same = await Promise.all([get(), get(), get(), get()])
    const bodies = await Promise.all(same.map((r) => r.json() as Promise<ExperimentReportResponse>))
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(aggregate).toHaveBeenCalledTimes(1)
    expect(bodies.map((b) => b.variations[0]?.impressions)).toEqual([2, 2, 2, 2])
    aggregate.mockClear()
    // Another range is another report: its own query.
    const [whole, week] = await Promise.all([
      get(),
      get('?from=' + new Date(h.clock.now).toISOString().slice(0, 10)),
    ])
    expect([whole.status, week.status]).toEqual([200, 200])
    expect(aggregate).toHaveBeenCalledTimes(2)
  } finally {
    await h.close()
  }
})
