import assert from 'node:assert/strict'
import { ValidationError } from '@tessera/core'
import { ConflictError, NotFoundError } from '../errors.ts'
import { newSpace, rejectsWith } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

const HEX32 = /^[0-9a-f]{32}$/

/** Spaces, API keys and models. */
export const spacesContract: ContractGroup = {
  name: 'spaces, keys and models',
  cases: {
    'migrates idempotently': async ({ store }) => {
      await store.migrate()
      await store.migrate()
      assert.ok(Array.isArray(await store.listSpaces()))
    },

    'creates spaces with a given or a random 32-hex id': async ({ store, clock }) => {
      const named = await store.createSpace({ name: 'Named', id: 'space_named_contract' })
      assert.deepEqual(named, { id: 'space_named_contract', name: 'Named', createdAt: clock.now() })
      const random = await store.createSpace({ name: 'Random' })
      assert.match(random.id, HEX32)
      const ids = (await store.listSpaces()).map((space) => space.id)
      assert.ok(ids.includes(named.id) && ids.includes(random.id))
    },

    'rejects a duplicate space id': async ({ store }) => {
      const id = await newSpace(store)
      await rejectsWith(
        store.createSpace({ name: 'Again', id }),
        ConflictError,
        `Space ${id} already exists`,
      )
    },

    'creates random and explicit API keys and finds them by key': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const random = await store.createApiKey({ spaceId, kind: 'private' })
      assert.match(random.key, HEX32)
      assert.deepEqual(random, {
        key: random.key,
        spaceId,
        kind: 'private',
        name: 'Private key',
        createdAt: clock.now(),
      })
      const explicit = await store.createApiKey({
        spaceId,
        kind: 'public',
        name: 'Site',
        key: `pub_${spaceId}`,
      })
      assert.deepEqual(await store.findApiKey({ key: `pub_${spaceId}` }), explicit)
      assert.equal(await store.findApiKey({ key: 'no-such-key' }), undefined)
    },

    'lists the API keys of one space only': async ({ store, clock }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      const first = await store.createApiKey({ spaceId, kind: 'public' })
      clock.advance()
      const second = await store.createApiKey({ spaceId, kind: 'private' })
      await store.createApiKey({ spaceId: other, kind: 'public' })
      assert.deepEqual(await store.listApiKeys({ spaceId }), [first, second])
    },

    'rejects an API key for an unknown space or with a taken key': async ({ store }) => {
      await rejectsWith(
        store.createApiKey({ spaceId: 'space_missing', kind: 'public' }),
        NotFoundError,
        'Space space_missing not found',
      )
      const spaceId = await newSpace(store)
      const { key } = await store.createApiKey({ spaceId, kind: 'public' })
      await rejectsWith(
        store.createApiKey({ spaceId, kind: 'private', key }),
        ConflictError,
        'This API key already exists',
      )
      assert.equal((await store.listApiKeys({ spaceId })).length, 1)
    },

    'rejects an unknown API key kind': async ({ store }) => {
      const spaceId = await newSpace(store)
      await rejectsWith(
        store.createApiKey({ spaceId, kind: 'admin' as 'public' }),
        ValidationError,
        'Unknown API key kind "admin": use public or private',
      )
    },

    'upserts a model and keeps its fields when an upsert leaves them out': async ({
      store,
      clock,
    }) => {
      const spaceId = await newSpace(store)
      const created = clock.now()
      const fields = [{ name: 'title', type: 'text', required: true }]
      const model = await store.upsertModel({ spaceId, name: 'page', kind: 'page', fields })
      assert.deepEqual(model, {
        spaceId,
        name: 'page',
        kind: 'page',
        fields,
        createdAt: created,
        updatedAt: created,
      })
      const updated = clock.advance()
      const again = await store.upsertModel({ spaceId, name: 'page', kind: 'section' })
      assert.deepEqual(again, { ...model, kind: 'section', updatedAt: updated })
      const replaced = await store.upsertModel({ spaceId, name: 'page', kind: 'page', fields: [] })
      assert.deepEqual(replaced.fields, [])
      assert.deepEqual(await store.getModel({ spaceId, name: 'page' }), replaced)
    },

    'lists the models of a space by name': async ({ store }) => {
      const spaceId = await newSpace(store)
      const other = await newSpace(store)
      await store.upsertModel({ spaceId, name: 'symbol', kind: 'symbol' })
      await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
      await store.upsertModel({ spaceId: other, name: 'data', kind: 'data' })
      const names = (await store.listModels({ spaceId })).map((model) => model.name)
      assert.deepEqual(names, ['page', 'symbol'])
      assert.equal(await store.getModel({ spaceId, name: 'data' }), undefined)
    },

    'rejects a model of an unknown kind or space': async ({ store }) => {
      const spaceId = await newSpace(store)
      await rejectsWith(
        store.upsertModel({ spaceId, name: 'x', kind: 'blog' as 'page' }),
        ValidationError,
        'Unknown model kind "blog": use page, symbol, section or data',
      )
      await rejectsWith(
        store.upsertModel({ spaceId: 'space_missing', name: 'page', kind: 'page' }),
        NotFoundError,
        'Space space_missing not found',
      )
    },
  },
}
