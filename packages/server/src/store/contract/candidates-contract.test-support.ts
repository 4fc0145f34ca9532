import assert from 'node:assert/strict'
import { idsOf, newSpace, pageBody } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const model = 'page'

/** findCandidates: entries of a model for a visitor path, through the path index. */
export const candidatesContract: ContractGroup = {
  name: 'findCandidates',
  cases: {
    'finds the entries for a path plus the entries without a path rule': async ({ store }) => {
      const spaceId = await newSpace(store)
      const create = (fields: Parameters<typeof pageBody>[0]) =>
        store.createEntry({ spaceId, model, body: pageBody({ published: 'published', ...fields }) })
      const about = await create({ paths: '/about' })
      const many = await create({ paths: ['/about/', '/team'] })
      const anywhere = await create({})
      const elsewhere = await create({ paths: '/contact' })
      await store.createEntry({ spaceId, model: 'symbol', body: pageBody({ paths: '/about' }) })
      const find = async (urlPath?: string) =>
        idsOf(await store.findCandidates({ spaceId, model, version: 'published', urlPath }))
      assert.deepEqual(await find('/about'), idsOf([about, many, anywhere]))
      assert.deepEqual(await find('/team'), idsOf([many, anywhere]))
      assert.deepEqual(await find('/nowhere'), idsOf([anywhere]))
      assert.deepEqual(await find(), idsOf([about, many, anywhere, elsewhere]))
      const other = await newSpace(store)
      assert.deepEqual(
        await store.findCandidates({
          spaceId: other,
          model,
          version: 'published',
          urlPath: '/about',
        }),
        [],
      )
    },

    'uses the published body for published and the latest for latest': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({
        spaceId,
        model,
        body: pageBody({ paths: '/old', published: 'published' }),
      })
      const draft = await store.createEntry({ spaceId, model, body: pageBody({ paths: '/old' }) })
      await store.updateEntry({ spaceId, model, id: entry.id, body: pageBody({ paths: '/new' }) })
      const find = async (version: 'published' | 'latest', urlPath: string) =>
        idsOf(await store.findCandidates({ spaceId, model, version, urlPath }))
      assert.deepEqual(await find('published', '/old'), [entry.id])
      assert.deepEqual(await find('published', '/new'), [])
      assert.deepEqual(await find('latest', '/old'), [draft.id])
      assert.deepEqual(await find('latest', '/new'), [entry.id])
    },

    'reindexes the paths when the rule changes or the entry is published': async ({ store }) => {
      const spaceId = await newSpace(store)
      const entry = await store.createEntry({ spaceId, model, body: pageBody({ paths: '/a' }) })
      const find = async (urlPath: string) =>
        idsOf(await store.findCandidates({ spaceId, model, version: 'published', urlPath }))
      assert.deepEqual(await find('/a'), [])
      await store.updateEntry({
        spaceId,
        model,
        id: entry.id,
        body: pageBody({ paths: '/b' }),
        publish: true,
      })
      assert.deepEqual(await find('/a'), [])
      assert.deepEqual(await find('/b'), [entry.id])
      await store.updateEntry({ spaceId, model, id: entry.id, body: pageBody(), publish: true })
      assert.deepEqual(await find('/anything'), [entry.id])
      await store.updateEntry({ spaceId, model, id: entry.id, body: pageBody({ paths: '/c' }) })
      await store.publishEntry({ spaceId, model, id: entry.id })
      assert.deepEqual(await find('/anything'), [])
      assert.deepEqual(await find('/c'), [entry.id])
    },

    'forgets unpublished and deleted entries': async ({ store }) => {
      const spaceId = await newSpace(store)
      const body = pageBody({ paths: '/x', published: 'published' })
      const unpublished = await store.createEntry({ spaceId, model, body })
      const deleted = await store.createEntry({ spaceId, model, body })
      await store.unpublishEntry({ spaceId, model, id: unpublished.id })
      await store.deleteEntry({ spaceId, model, id: deleted.id })
      const find = async (version: 'published' | 'latest') =>
        idsOf(await store.findCandidates({ spaceId, model, version, urlPath: '/x' }))
      assert.deepEqual(await find('published'), [])
      assert.deepEqual(await find('latest'), [unpublished.id])
    },

    'returns whole records, newest first': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const older = await store.createEntry({ spaceId, model, body: pageBody({ paths: '/' }) })
      clock.advance()
      const newer = await store.createEntry({ spaceId, model, body: pageBody({ paths: '/' }) })
      const found = await store.findCandidates({ spaceId, model, version: 'latest', urlPath: '/' })
      assert.deepEqual(found, [newer, older])
    },
  },
}
