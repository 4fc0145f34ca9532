import { expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import { createEventBuffer } from '../tracking/event-buffer.ts'
import { createContentTestHarness } from './content-harness.test-support.ts'
import { experimentRoutes } from './experiment-routes.ts'
import type { ExperimentReportResponse } from './experiment-routes.ts'

it('answers from what is written when queued tracking events take longer than flushWaitMs', async () => {
  const store = await TEST_DATABASES[0]!.open()
  // A database that never finishes writing the queued batch: the flush cannot end.
  const events = createEventBuffer({
    store: { ...store, insertEvents: () => new Promise<number>(() => {}) },
    logger: createLogger({ quiet: true }),
  })
  const h = await createContentTestHarness({
    store,
    routes: [experimentRoutes({ events, flushWaitMs: 50 })],
  })
  try {
    await h.addEntry('page', { id: 'page-exp', name: 'Page' })
    events.push([
      {
        spaceId: h.spaceId,
        type: 'impression',
        contentId: 'page-exp',
        variationId: null,
        amount: null,
        sessionId: null,
        visitorId: 'v1',
        createdAt: Date.now(),
        data: {},
      },
    ])
    const response = await h.get('/api/v1/analytics/experiments/page-exp', {
      headers: { authorization: `Bearer ${h.privateKey}` },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ExperimentReportResponse
    expect(body.variations[0]?.impressions).toBe(0)
  } finally {
    await h.close()
  }
})
