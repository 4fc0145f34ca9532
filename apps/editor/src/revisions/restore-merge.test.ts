import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { mergeChanges } from '../save/merge-changes.ts'
import { DocumentStore } from '../state/document-store.ts'
import type { Operation } from '../state/doc-types.ts'
import { boxBlock, pageEntry, textBlock } from '../state/documents.test-support.ts'
import { restoreRevision } from './restore-revision.ts'

const base = pageEntry([textBlock('a', 'A'), boxBlock('box', [textBlock('b', 'B')])])
const revision = pageEntry([textBlock('a', 'Old A')]) as PageEntry

/** The operations a restore of `revision` on `base` makes, as autosave holds them. */
function restoreOpsOnBase(): Operation[] {
  const store = new DocumentStore(structuredClone(base))
  const ops: Operation[] = []
  store.onChange((change) => ops.push(...change.steps.map((step) => step.op)))
  restoreRevision(store, revision, 1)
  return ops
}

describe('a restore saved after someone else saved (409)', () => {
  it('is a conflict when they changed a block, even one deep in the page', () => {
    const theirs = pageEntry([textBlock('a', 'A'), boxBlock('box', [textBlock('b', 'Theirs')])])
    const result = mergeChanges({ base, theirs, ops: restoreOpsOnBase() })
    expect(result).toEqual({ kind: 'conflict', ids: ['b'] })
  })

  it('is a conflict when they added a block', () => {
    const theirs = pageEntry([
      textBlock('a', 'A'),
      boxBlock('box', [textBlock('b', 'B')]),
      textBlock('c', 'New'),
    ])
    const result = mergeChanges({ base, theirs, ops: restoreOpsOnBase() })
    expect(result.kind).toBe('conflict')
  })

  it('keeps a page setting they changed that the restore did not, as the service does', () => {
    const theirs = { ...structuredClone(base), startDate: 5 }
    const result = mergeChanges({ base, theirs, ops: restoreOpsOnBase() })
    expect(result).toMatchObject({ kind: 'merged', entry: { ...revision, startDate: 5 } })
  })

  it('is a conflict when they changed a page setting the restore changes back', () => {
    const theirs = { ...structuredClone(base), data: { ...(base.data as object), title: 'New' } }
    const old = { ...revision, data: { ...(revision.data as object), title: 'Old' } } as PageEntry
    const store = new DocumentStore(structuredClone(base))
    const ops: Operation[] = []
    store.onChange((change) => ops.push(...change.steps.map((step) => step.op)))
    restoreRevision(store, old, 1)
    expect(mergeChanges({ base, theirs, ops })).toEqual({ kind: 'conflict', ids: [''] })
  })
})
