import assert from 'node:assert/strict'
import { ConflictError } from '../errors.ts'
import { newSpace, pageBody, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const model = 'page'

/** Revision history and optimistic concurrency. */
export const revisionsContract: ContractGroup = {
  name: 'revisions and concurrency',
  cases: {
    'keeps every previous body as a revision, newest first': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const v1 = await store.createEntry({ spaceId, model, body: pageBody({ name: 'v1' }) })
      assert.deepEqual(await store.listRevisions({ spaceId, entryId: v1.id }), [])
      clock.advance()
      const v2 = await store.updateEntry({
        spaceId,
        model,
        id: v1.id,
        body: pageBody({ name: 'v2' }),
      })
      clock.advance()
      await store.publishEntry({ spaceId, model, id: v1.id })
      const revisions = await store.listRevisions({ spaceId, entryId: v1.id })
      assert.deepEqual(revisions, [
        { entryId: v1.id, revision: 2, body: v2.latest, createdAt: v2.updatedAt },
        { entryId: v1.id, revision: 1, body: v1.latest, createdAt: v1.updatedAt },
      ])
      const other = await newSpace(store)
      assert.deepEqual(await store.listRevisions({ spaceId: other, entryId: v1.id }), [])
    },

    'lists the revisions a page at a time, newest first': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody({ name: 'v1' }) })
      for (const name of ['v2', 'v3', 'v4', 'v5']) {
        await store.updateEntry({ spaceId, model, id: entry.id, body: pageBody({ name }) })
      }
      const page = async (limit: number, offset?: number) =>
        (await store.listRevisions({ spaceId, entryId: entry.id, limit, offset })).map(
          (revision) => [revision.revision, revision.body.name],
        )
      assert.deepEqual(await page(2), [
        [4, 'v4'],
        [3, 'v3'],
      ])
      assert.deepEqual(await page(2, 2), [
        [2, 'v2'],
        [1, 'v1'],
      ])
      assert.deepEqual(await page(2, 4), [])
    },

    'gets one revision, or undefined for an unknown one': async ({ store }) => {
      const spaceId = await newSpace(store)
      const v1 = await store.createEntry({ spaceId, model, body: pageBody({ name: 'v1' }) })
      await store.updateEntry({ spaceId, model, id: v1.id, body: pageBody({ name: 'v2' }) })
      const revision = await store.getRevision({ spaceId, entryId: v1.id, revision: 1 })
      assert.deepEqual(revision?.body, v1.latest)
      assert.equal(await store.getRevision({ spaceId, entryId: v1.id, revision: 7 }), undefined)
      const other = await newSpace(store)
      assert.equal(
        await store.getRevision({ spaceId: other, entryId: v1.id, revision: 1 }),
        undefined,
      )
    },

    'rejects a stale expectedRevision and writes nothing': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody({ name: 'v1' }) })
      const current = await store.updateEntry({
        spaceId,
        model,
        id: entry.id,
        body: pageBody({ name: 'v2' }),
        expectedRevision: 1,
      })
      const error = await rejectsWith(
        store.updateEntry({
          spaceId,
          model,
          id: entry.id,
          body: pageBody({ name: 'stale' }),
          expectedRevision: 1,
          publish: true,
        }),
        ConflictError,
        `Entry ${entry.id} is at revision 2, not 1: reload it and apply the change again`,
      )
      assert.equal((error as ConflictError).currentRevision, 2)
      assert.equal((error as ConflictError).status, 409)
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id }), current)
      assert.equal((await store.listRevisions({ spaceId, entryId: entry.id })).length, 1)
    },

    'checks expectedRevision on publish, unpublish and delete': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      const ref = { spaceId, model, id: entry.id, expectedRevision: 5 }
      const message = `Entry ${entry.id} is at revision 1, not 5: reload it and apply the change again`
      await rejectsWith(store.publishEntry(ref), ConflictError, message)
      await rejectsWith(store.unpublishEntry(ref), ConflictError, message)
      await rejectsWith(store.deleteEntry(ref), ConflictError, message)
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id }), entry)
      const published = await store.publishEntry({ ...ref, expectedRevision: 1 })
      assert.equal(published.revision, 2)
      assert.equal(await store.deleteEntry({ ...ref, expectedRevision: 2 }), true)
    },

    'signs a publish and an unpublish with who made them, when told': async ({ store }) => {
      const spaceId = await newSpace(store)
      const body = pageBody({ lastUpdatedBy: 'ada@example.com' })
      const entry = await store.createEntry({ spaceId, model, body })
      const ref = { spaceId, model, id: entry.id }
      const published = await store.publishEntry({ ...ref, updatedBy: 'bob@example.com' })
      assert.equal(published.latest.lastUpdatedBy, 'bob@example.com')
      assert.equal(published.published?.lastUpdatedBy, 'bob@example.com')
      const unpublished = await store.unpublishEntry({ ...ref, updatedBy: 'cy@example.com' })
      assert.equal(unpublished.latest.lastUpdatedBy, 'cy@example.com')
      // Not told who: the body keeps the last signature.
      const again = await store.publishEntry(ref)
      assert.equal(again.latest.lastUpdatedBy, 'cy@example.com')
      const history = await store.listRevisions({ spaceId, entryId: entry.id })
      assert.deepEqual(
        history.map((revision) => [revision.revision, revision.body.lastUpdatedBy]),
        [
          [3, 'cy@example.com'],
          [2, 'bob@example.com'],
          [1, 'ada@example.com'],
        ],
      )
    },

    'lets exactly one of two racing updates of a revision win': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      const update = (name: string) =>
        store.updateEntry({
          spaceId,
          model,
          id: entry.id,
          body: pageBody({ name }),
          expectedRevision: 1,
        })
      const results = await Promise.allSettled([update('a'), update('b')])
      const won = results.filter((result) => result.status === 'fulfilled')
      const lost = results.filter((result) => result.status === 'rejected')
      assert.equal(won.length, 1)
      assert.ok(lost[0]?.status === 'rejected' && lost[0].reason instanceof ConflictError)
      const stored = await store.getEntry({ spaceId, id: entry.id })
      assert.equal(stored?.revision, 2)
      assert.equal((await store.listRevisions({ spaceId, entryId: entry.id })).length, 1)
    },
  },
}
