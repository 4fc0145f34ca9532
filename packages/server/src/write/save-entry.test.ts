import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../store/errors.ts'
import { createSqliteStore } from '../store/sqlite/create-sqlite-store.ts'
import type { ContentStore, UpdateEntryArgs } from '../store/types.ts'
import { SAVE_ATTEMPTS, patchEntry, shouldPublish } from './save-entry.ts'

let store: ContentStore
let spaceId: string

beforeEach(async () => {
  store = createSqliteStore({ filename: ':memory:' })
  await store.migrate()
  spaceId = (await store.createSpace({ name: 'S' })).id
  await store.upsertModel({ spaceId, name: 'page', kind: 'page' })
  await store.createEntry({
    spaceId,
    model: 'page',
    body: { id: 'e1', name: 'E', data: { a: 1, b: 1 } },
  })
})
afterEach(() => store.close())

/** A store whose first `times` updates let another writer change `data.b` just before. */
function racingStore(times: number): ContentStore {
  let races = 0
  return {
    ...store,
    async updateEntry(args: UpdateEntryArgs) {
      if (races < times) {
        races += 1
        const current = await store.getEntry({ spaceId, id: 'e1' })
        const data = { ...current?.latest.data, b: 100 + races }
        await store.updateEntry({
          spaceId,
          model: 'page',
          id: 'e1',
          body: { id: 'e1', name: 'E', data },
        })
      }
      return store.updateEntry(args)
    },
  }
}

const patch = () => ({ spaceId, model: 'page', id: 'e1', publish: undefined })

describe('patchEntry', () => {
  it('merges again when another write slips in, so neither change is lost', async () => {
    const record = await patchEntry({
      ...patch(),
      store: racingStore(2),
      body: { data: { a: 2 } },
      expectedRevision: undefined,
    })
    expect(record.revision).toBe(4)
    expect(record.latest.data).toEqual({ a: 2, b: 102 })
  })

  it(`gives up with a ConflictError after ${SAVE_ATTEMPTS} attempts`, async () => {
    const attempt = patchEntry({
      ...patch(),
      store: racingStore(SAVE_ATTEMPTS),
      body: { data: { a: 2 } },
      expectedRevision: undefined,
    })
    await expect(attempt).rejects.toBeInstanceOf(ConflictError)
    const stored = await store.getEntry({ spaceId, id: 'e1' })
    expect(stored?.latest.data).toEqual({ a: 1, b: 100 + SAVE_ATTEMPTS })
  })

  it('does not retry a write based on a client revision', async () => {
    const attempt = patchEntry({
      ...patch(),
      store: racingStore(1),
      body: { data: { a: 2 } },
      expectedRevision: 1,
    })
    await expect(attempt).rejects.toThrow(
      'Entry e1 is at revision 2, not 1: reload it and apply the change again',
    )
    const stored = await store.getEntry({ spaceId, id: 'e1' })
    expect(stored?.latest.data).toEqual({ a: 1, b: 101 })
  })
})

describe('shouldPublish', () => {
  it('follows ?publish, else the body', () => {
    expect(shouldPublish(undefined, { published: 'published' })).toBe(true)
    expect(shouldPublish(undefined, { published: 'draft' })).toBe(false)
    expect(shouldPublish(false, { published: 'published' })).toBe(false)
    expect(shouldPublish(true, {})).toBe(true)
  })
})
