import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../store/databases.test-support.ts'
import type { TestDatabase } from '../store/databases.test-support.ts'
import { createServiceTestHarness } from './service-harness.test-support.ts'
import type { ServiceTestHarness } from './service-harness.test-support.ts'

// Issue 16, item 10: PATCH without If-Match answered 409 under contention, though without a
// client revision the last write wins. Now such saves retry until they get in.

describe.each(TEST_DATABASES.map((db) => [db.name, db] as const))(
  'regression 16: 20 concurrent saves without If-Match (%s)',
  (_name, db: TestDatabase) => {
    let h: ServiceTestHarness

    beforeEach(async () => {
      h = await createServiceTestHarness(db)
      await h.addEntry('page', { id: 'busy', name: 'Busy', data: { title: 'start' } })
    })

    afterEach(async () => {
      await h.close()
    })

    const save = (method: 'PATCH' | 'PUT', index: number) =>
      h.get('/api/v1/write/page/busy', {
        method,
        headers: { authorization: `Bearer ${h.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(
          method === 'PATCH'
            ? { data: { [`field${index}`]: index } }
            : { name: 'Busy', data: { title: `put ${index}` } },
        ),
      })

    it('applies every PATCH, each answering 200', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => save('PATCH', index)),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
      const entry = await h.store.getEntry({ spaceId: h.spaceId, id: 'busy' })
      expect(entry?.revision).toBe(21)
      for (let index = 0; index < 20; index += 1) {
        expect(entry?.latest.data?.[`field${index}`]).toBe(index)
      }
    })

    it('answers every PUT with 200, the last one winning', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => save('PUT', index)),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
      const entry = await h.store.getEntry({ spaceId: h.spaceId, id: 'busy' })
      expect(entry?.revision).toBe(21)
    })
  },
)
