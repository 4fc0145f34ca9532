import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { createEventBuffer } from '../tracking/event-buffer.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

// Issue 16, item 2: on PostgreSQL one tracking event with a NUL character made its whole batch
// fail (other visitors' events lost) while the client was told `accepted`; a NUL in an entry's
// name answered 500.

const impression = (contentId: string) => ({
  type: 'impression',
  data: { contentId, ownerId: 'pub-key', visitorId: 'v' },
})

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'regression 16: NUL characters (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness

    beforeEach(async () => {
      h = await createServiceTestHarness(db)
    })

    afterEach(async () => {
      await h.close()
    })

    const impressionsOf = async (contentId: string) => {
      await h.service.close()
      const rows = await h.store.aggregateEvents({
        spaceId: h.spaceId,
        from: 0,
        to: Date.now() * 2,
      })
      return rows.find((row) => row.contentId === contentId)?.impressions ?? 0
    }

    it('drops the one event with a NUL and stores the others of its request', async () => {
      const events = [impression('good'), impression('bad\u0000'), impression('good')]
      const response = await h.get('/api/v1/track', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ accepted: 2, dropped: 1 })
      expect(await impressionsOf('good')).toBe(2)
    })

    it('stores the rest of a batch when the database refuses one event', async () => {
      const logs: string[] = []
      const buffer = createEventBuffer({
        store: h.store,
        logger: createLogger({ write: (line) => logs.push(line) }),
        flushIntervalMs: 60_000,
      })
      const event = (contentId: string) => ({
        spaceId: h.spaceId,
        type: 'impression',
        contentId,
        variationId: null,
        amount: null,
        sessionId: null,
        visitorId: null,
        createdAt: 1000,
        data: {},
      })
      // Past the route's checks: what PostgreSQL refuses whatever lets it through.
      buffer.push([event('a'), event('b'), event('bad\u0000'), event('c'), event('d')])
      await buffer.close()
      const stats = buffer.stats()
      expect(stats.inserted + stats.failed).toBe(5)
      expect(stats.inserted).toBeGreaterThanOrEqual(4)
      const rows = await h.store.aggregateEvents({ spaceId: h.spaceId, from: 0, to: 2000 })
      expect(rows.map((row) => row.contentId)).toEqual(expect.arrayContaining(['a', 'b', 'c', 'd']))
    })

    it('answers 400 naming the field for a NUL in an entry, and writes nothing', async () => {
      const response = await h.get('/api/v1/write/page', {
        method: 'POST',
        headers: { authorization: `Bearer ${h.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x\u0000', data: { title: 'ok' } }),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: {
          code: 'INVALID_BODY',
          message: 'Invalid body at name: the NUL character (\\u0000) is not allowed',
        },
      })
      expect(await h.store.listEntries({ spaceId: h.spaceId, model: 'page' })).toEqual([])
    })

    it('answers 400 for a NUL in a read parameter', async () => {
      const response = await h.get('/api/v3/content/page?userAttributes.urlPath=/a%00b')
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_PARAMETER' } })
    })
  },
)
