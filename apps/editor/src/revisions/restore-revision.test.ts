import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { DocumentStore } from '../state/document-store.ts'
import type { DocumentChange } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { restoreRevision, revisionRestoreOps } from './restore-revision.ts'

const current = {
  ...pageEntry([textBlock('t', 'Now'), boxBlock('b', [textBlock('c', 'Child')])]),
  name: 'Current name',
  published: 'published',
  startDate: 2_000,
  rev: '7',
  lastUpdatedBy: 'bob@example.com',
  meta: { tessera: { revision: 7, hasPublished: true } },
} as JsonObject

const revision = {
  ...pageEntry([textBlock('t', 'Then'), textBlock('old', 'Gone since')]),
  name: 'Old name',
  published: 'draft',
  endDate: 1_000,
  rev: '2',
  lastUpdatedBy: 'ada@example.com',
  variations: { v1: { id: 'v1' } },
} as unknown as PageEntry

describe('restoreRevision', () => {
  it("puts the revision's content in as one undo step; undo brings the current back", () => {
    const store = new DocumentStore(structuredClone(current))
    const changes: DocumentChange[] = []
    store.onChange((change) => changes.push(change))
    expect(restoreRevision(store, revision, 2)).toBe(true)
    expect(store.toEntry()).toEqual({
      ...current,
      name: 'Old name',
      data: revision.data,
      variations: { v1: { id: 'v1' } },
    })
    // One change, one history step, named for the revision.
    expect(changes.map((change) => [change.source, change.label])).toEqual([
      ['edit', 'Restore revision 2'],
    ])
    expect(store.block('old')?.json.component).toEqual({
      name: 'Text',
      options: { text: 'Gone since' },
    })
    expect(store.block('c')).toBeUndefined()
    expect(store.undo()).toBe(true)
    expect(store.toEntry()).toEqual(current)
    expect(store.canUndo).toBe(false)
    expect(store.block('c')).toBeDefined()
    store.redo()
    expect(store.toEntry().name).toBe('Old name')
  })

  it('tells the views of each block it replaced, and of their lists, on restore and on undo', () => {
    const store = new DocumentStore(structuredClone(current))
    const heard: string[] = []
    for (const key of ['t', 'c', 'old', 'slot:b#children'])
      store.subscribeKey(key, () => heard.push(key))
    restoreRevision(store, revision, 2)
    expect(new Set(heard)).toEqual(new Set(['t', 'c', 'old']))
    heard.length = 0
    store.undo()
    expect(new Set(heard)).toEqual(new Set(['t', 'c', 'old', 'slot:b#children']))
  })

  it('keeps the publish state, the schedule and the stamped fields', () => {
    const ops = revisionRestoreOps(current, revision)
    const paths = ops.map((op) => (op.type === 'set' ? op.path.join('.') : op.type))
    expect(paths.sort()).toEqual(['data', 'name', 'variations'])
  })

  it('changes nothing when the revision has the same content', () => {
    const store = new DocumentStore(structuredClone(current))
    const same = {
      ...structuredClone(current),
      rev: '3',
      published: 'draft',
    } as unknown as PageEntry
    expect(restoreRevision(store, same, 3)).toBe(false)
    expect(store.canUndo).toBe(false)
  })
})
