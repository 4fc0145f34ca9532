import assert from 'node:assert/strict'
import { ConflictError } from '../errors.ts'
import type { MissedChanges, StoreChange } from '../types.ts'
import { newSpace, pageBody, waitFor } from './contract-helpers.test-support.ts'
import type { ContractGroup } from './contract-helpers.test-support.ts'

/** Long enough for a stray (duplicate) notification to arrive on PostgreSQL. */
const SETTLE_MS = 150

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))

/** onChange: every entry and model write is announced once, after it commits. */
export const changesContract: ContractGroup = {
  name: 'onChange',
  cases: {
    'announces entry writes and model upserts once each': async ({ store }) => {
      const spaceId = await newSpace(store)
      const changes: Array<StoreChange | MissedChanges> = []
      const stop = store.onChange((change) => {
        if ('spaceId' in change && change.spaceId === spaceId) changes.push(change)
      })
      await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
      const entry = await store.createEntry({ spaceId, model: 'page', body: pageBody() })
      const ref = { spaceId, model: 'page', id: entry.id }
      await store.updateEntry({ ...ref, body: pageBody() })
      await store.publishEntry(ref)
      await store.unpublishEntry(ref)
      await store.deleteEntry(ref)
      await waitFor(() => changes.length >= 6)
      await settle()
      const entryChange = { spaceId, model: 'page', entryId: entry.id }
      assert.deepEqual(changes, [
        { spaceId, model: 'page' },
        entryChange,
        entryChange,
        entryChange,
        entryChange,
        entryChange,
      ])
      stop()
    },

    'stops calling a listener once it unsubscribes': async ({ store }) => {
      const spaceId = await newSpace(store)
      const kept: Array<StoreChange | MissedChanges> = []
      const dropped: Array<StoreChange | MissedChanges> = []
      store.onChange((change) => {
        if ('spaceId' in change && change.spaceId === spaceId) kept.push(change)
      })
      const stop = store.onChange((change) => {
        if ('spaceId' in change && change.spaceId === spaceId) dropped.push(change)
      })
      stop()
      await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
      await waitFor(() => kept.length === 1)
      await settle()
      assert.deepEqual(dropped, [])
    },

    'keeps delivering when a listener throws': async ({ store }) => {
      const spaceId = await newSpace(store)
      const changes: Array<StoreChange | MissedChanges> = []
      store.onChange(() => {
        throw new Error('listener failure')
      })
      store.onChange((change) => {
        if ('spaceId' in change && change.spaceId === spaceId) changes.push(change)
      })
      await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
      await waitFor(() => changes.length === 1)
    },

    'announces nothing for a write that failed': async ({ store }) => {
      const spaceId = await newSpace(store)
      const changes: Array<StoreChange | MissedChanges> = []
      store.onChange((change) => {
        if ('spaceId' in change && change.spaceId === spaceId) changes.push(change)
      })
      const entry = await store.createEntry({ spaceId, model: 'page', body: pageBody() })
      // Delivery may lag the write (PostgreSQL): wait for the create's change, then start over.
      await waitFor(() => changes.length === 1)
      changes.length = 0
      await assert.rejects(
        store.updateEntry({
          spaceId,
          model: 'page',
          id: entry.id,
          body: pageBody(),
          expectedRevision: 9,
        }),
        ConflictError,
      )
      await assert.rejects(
        store.createEntry({ spaceId, model: 'page', body: pageBody({ id: entry.id }) }),
        ConflictError,
      )
      await settle()
      assert.deepEqual(changes, [])
    },
  },
}
