import assert from 'node:assert/strict'
import { ValidationError } from '@tessera/core'
import { ConflictError, NotFoundError } from '../errors.ts'
import { newSpace, pageBody, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const model = 'page'

/** Creating, reading, changing, publishing and deleting entries. */
export const entriesContract: ContractGroup = {
  name: 'entries',
  cases: {
    'creates a draft with a generated 32-hex id at revision 1': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const t = clock.now()
      const entry = await store.createEntry({ spaceId, model, body: pageBody({ name: 'Home' }) })
      assert.match(entry.id, /^[0-9a-f]{32}$/)
      assert.deepEqual(entry, {
        id: entry.id,
        spaceId,
        model,
        revision: 1,
        latest: {
          ...pageBody({ name: 'Home' }),
          id: entry.id,
          published: 'draft',
          createdDate: t,
          lastUpdated: t,
          rev: '1',
        },
        published: null,
        createdAt: t,
        updatedAt: t,
        firstPublishedAt: null,
      })
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id }), entry)
    },

    'keeps the given id and publishes a body marked published': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const id = `e${spaceId.slice(-20)}`
      const entry = await store.createEntry({
        spaceId,
        model,
        body: pageBody({ id, published: 'published' }),
      })
      assert.equal(entry.id, id)
      assert.equal(entry.latest.published, 'published')
      assert.equal(entry.latest.firstPublished, clock.now())
      assert.deepEqual(entry.published, entry.latest)
      assert.equal(entry.firstPublishedAt, clock.now())
    },

    'rejects a duplicate entry id and keeps the first entry': async ({ store }) => {
      const spaceId = await newSpace(store)
      const first = await store.createEntry({ spaceId, model, body: pageBody({ name: 'First' }) })
      await rejectsWith(
        store.createEntry({ spaceId, model, body: pageBody({ id: first.id, name: 'Second' }) }),
        ConflictError,
        `Entry ${first.id} already exists`,
      )
      assert.deepEqual(await store.getEntry({ spaceId, id: first.id }), first)
    },

    'keeps ids unique per space, not across spaces (regression 16, item 6)': async ({ store }) => {
      const [one, two] = [await newSpace(store), await newSpace(store)]
      const id = `shared-${one}`
      const first = await store.createEntry({
        spaceId: one,
        model,
        body: pageBody({ id, name: 'One', published: 'published' }),
      })
      const second = await store.createEntry({
        spaceId: two,
        model,
        body: pageBody({ id, name: 'Two', published: 'published' }),
      })
      await store.updateEntry({
        spaceId: two,
        model,
        id,
        body: pageBody({ id, name: 'Two, again' }),
      })
      assert.equal((await store.getEntry({ spaceId: one, id }))?.latest.name, 'One')
      assert.equal((await store.getEntry({ spaceId: two, id }))?.latest.name, 'Two, again')
      assert.equal((await store.listRevisions({ spaceId: one, entryId: id })).length, 0)
      assert.equal((await store.listRevisions({ spaceId: two, entryId: id })).length, 1)
      assert.equal(await store.deleteEntry({ spaceId: two, model, id }), true)
      assert.deepEqual(await store.getEntry({ spaceId: one, id }), first)
      assert.equal(second.spaceId, two)
      const found = await store.findCandidates({ spaceId: one, model, version: 'published' })
      assert.deepEqual(
        found.map((record) => record.latest.name),
        ['One'],
      )
    },

    'rejects a body that is not an object': async ({ store }) => {
      const spaceId = await newSpace(store)
      await rejectsWith(
        store.createEntry({ spaceId, model, body: null as never }),
        ValidationError,
        'An entry body must be an object',
      )
    },

    'gets an entry only within its space and model': async ({ store }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      assert.equal(await store.getEntry({ spaceId: other, id: entry.id }), undefined)
      assert.equal(await store.getEntry({ spaceId, id: entry.id, model: 'symbol' }), undefined)
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id, model }), entry)
      assert.equal(await store.getEntry({ spaceId, id: 'missing' }), undefined)
    },

    'updates the latest body and leaves the published one': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const created = clock.now()
      const entry = await store.createEntry({
        spaceId,
        model,
        body: pageBody({ name: 'v1', published: 'published' }),
      })
      const updated = clock.advance()
      const next = await store.updateEntry({
        spaceId,
        model,
        id: entry.id,
        body: { ...entry.latest, name: 'v2', id: 'ignored', createdDate: 1 },
      })
      assert.equal(next.revision, 2)
      assert.deepEqual(next.latest, {
        ...entry.latest,
        name: 'v2',
        published: 'draft',
        lastUpdated: updated,
        rev: '2',
      })
      assert.equal(next.latest.createdDate, created)
      assert.deepEqual(next.published, entry.published)
      assert.equal(next.updatedAt, updated)
      assert.equal(next.createdAt, created)
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id }), next)
    },

    'updates and publishes at once': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody({ name: 'v1' }) })
      const t = clock.advance()
      const next = await store.updateEntry({
        spaceId,
        model,
        id: entry.id,
        body: { ...entry.latest, name: 'v2' },
        publish: true,
      })
      assert.equal(next.latest.published, 'published')
      assert.deepEqual(next.published, next.latest)
      assert.equal(next.firstPublishedAt, t)
    },

    'publishes and unpublishes, bumping the revision each time': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      const firstPublished = clock.advance()
      const published = await store.publishEntry({ spaceId, model, id: entry.id })
      assert.equal(published.revision, 2)
      assert.equal(published.latest.published, 'published')
      assert.deepEqual(published.published, published.latest)
      assert.equal(published.firstPublishedAt, firstPublished)
      clock.advance()
      const unpublished = await store.unpublishEntry({ spaceId, model, id: entry.id })
      assert.equal(unpublished.revision, 3)
      assert.equal(unpublished.published, null)
      assert.equal(unpublished.latest.published, 'draft')
      clock.advance()
      const again = await store.publishEntry({ spaceId, model, id: entry.id })
      assert.equal(again.firstPublishedAt, firstPublished)
      assert.equal(again.published?.firstPublished, firstPublished)
    },

    'archiving a published entry takes it off the live site; a draft save does not': async ({
      store,
    }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      const ref = { spaceId, model, id: entry.id }
      const live = await store.publishEntry(ref)
      const drafted = await store.updateEntry({ ...ref, body: { ...live.latest, name: 'next' } })
      assert.equal(drafted.latest.published, 'draft')
      assert.deepEqual(drafted.published, live.published)
      const archived = await store.updateEntry({
        ...ref,
        body: { ...drafted.latest, published: 'archived' },
      })
      assert.equal(archived.latest.published, 'archived')
      assert.equal(archived.published, null)
      assert.equal((await store.getEntry({ spaceId, id: entry.id }))?.published, null)
    },

    'deletes an entry with its revisions and reports a second delete': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      await store.publishEntry({ spaceId, model, id: entry.id })
      assert.equal(await store.deleteEntry({ spaceId, model, id: entry.id }), true)
      assert.equal(await store.getEntry({ spaceId, id: entry.id }), undefined)
      assert.deepEqual(await store.listRevisions({ spaceId, entryId: entry.id }), [])
      assert.equal(await store.deleteEntry({ spaceId, model, id: entry.id }), false)
      const reused = await store.createEntry({ spaceId, model, body: pageBody({ id: entry.id }) })
      assert.equal(reused.revision, 1)
    },

    'throws NotFoundError for writes to a missing entry': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody() })
      const message = `Entry ${entry.id} not found in model symbol`
      const ref = { spaceId, model: 'symbol', id: entry.id }
      await rejectsWith(store.updateEntry({ ...ref, body: pageBody() }), NotFoundError, message)
      await rejectsWith(store.publishEntry(ref), NotFoundError, message)
      await rejectsWith(store.unpublishEntry(ref), NotFoundError, message)
      assert.equal(await store.deleteEntry(ref), false)
      assert.deepEqual(await store.getEntry({ spaceId, id: entry.id }), entry)
    },

    'lists entries newest first, filtered by version and paged': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const a = await store.createEntry({ spaceId, model, body: pageBody({ name: 'a' }) })
      clock.advance()
      const b = await store.createEntry({ spaceId, model, body: pageBody({ name: 'b' }) })
      clock.advance()
      const c = await store.createEntry({ spaceId, model, body: pageBody({ name: 'c' }) })
      await store.createEntry({ spaceId, model: 'symbol', body: pageBody() })
      clock.advance()
      await store.publishEntry({ spaceId, model, id: a.id })
      const ids = async (args: object) =>
        (await store.listEntries({ spaceId, model, ...args })).map((entry) => entry.id)
      assert.deepEqual(await ids({}), [a.id, c.id, b.id])
      assert.deepEqual(await ids({ version: 'published' }), [a.id])
      assert.deepEqual(await ids({ limit: 2 }), [a.id, c.id])
      assert.deepEqual(await ids({ limit: 2, offset: 2 }), [b.id])
      assert.deepEqual(await ids({ offset: 1 }), [c.id, b.id])
      await rejectsWith(
        store.listEntries({ spaceId, model, limit: -1 }),
        ValidationError,
        'limit must be a non-negative integer, got -1',
      )
    },
  },
}
