import { describe, expect, it } from 'vitest'
import type { PageEntry } from '../api/pages-api.ts'
import { DocumentStore } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { restoreOps } from './restore-ops.ts'

describe('restoreOps', () => {
  it('turns the saved page into the local copy in one undoable step, leaving stamped fields', () => {
    const saved = {
      ...pageEntry([textBlock('t', 'Saved')]),
      rev: '4',
      meta: { tessera: { revision: 4 } },
    } as unknown as PageEntry
    const local = {
      ...pageEntry([textBlock('t', 'Typed'), textBlock('u', 'New')]),
      name: 'Renamed',
      rev: '3',
    } as unknown as PageEntry
    const store = new DocumentStore(saved as JsonObject)
    store.dispatch(restoreOps(saved, local), { label: 'Restore' })
    expect(store.toEntry()).toEqual({ ...local, rev: '4', meta: { tessera: { revision: 4 } } })
    store.undo()
    expect(store.toEntry()).toEqual(saved)
  })

  it('has nothing to do when the copy equals the page', () => {
    const page = pageEntry([textBlock('t')]) as PageEntry
    expect(restoreOps(page, structuredClone(page))).toEqual([])
  })
})
