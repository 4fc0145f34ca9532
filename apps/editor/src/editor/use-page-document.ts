import { useEffect, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { getPage, revisionOf } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { Autosave, readLocalCopy } from '../save/autosave.ts'
import { restoreOps } from '../save/restore-ops.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { DocumentStore } from '../state/document-store.ts'

/** An entry open in the editor: its document, its autosave, and whether local edits came back. */
export interface PageDocument {
  page: PageEntry
  store: DocumentStore
  autosave: Autosave
  /** Unsaved changes of the last visit (kept in this browser) were applied again. */
  restored: boolean
}

/**
 * Loads the entry `pageId` of `model` into a document with its autosave, applying the unsaved
 * changes this browser kept of the same revision as one undoable edit (which autosave saves).
 * The autosave is disposed when the entry changes or the editor closes.
 */
export function usePageDocument(
  api: ApiClient,
  pageId: string,
  model: string,
): {
  loaded: PageDocument | undefined
  setLoaded: (loaded: PageDocument) => void
  error: string | undefined
} {
  const [loaded, setLoaded] = useState<PageDocument>()
  const [error, setError] = useState<string>()
  useEffect(() => {
    let stale = false
    let made: Autosave | undefined
    getPage(api, pageId, model).then(
      (page) => {
        if (stale) return
        const store = new DocumentStore(page as JsonObject)
        made = new Autosave(api, store, page)
        const local = readLocalCopy(pageId)
        const restore =
          local !== undefined && local.revision === revisionOf(page)
            ? restoreOps(page, local.entry)
            : []
        if (restore.length > 0) store.dispatch(restore, { label: 'Restore unsaved changes' })
        setLoaded({ page, store, autosave: made, restored: restore.length > 0 })
      },
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    )
    return () => {
      stale = true
      made?.dispose()
    }
  }, [api, pageId, model])
  return { loaded, setLoaded, error }
}
