import { useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { getRevision } from '../api/revisions-api.ts'
import { DocumentStore } from '../state/document-store.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { WIDTHS } from '../editor/top-bar.tsx'
import { ReadOnlyCanvas } from './readonly-canvas.tsx'
import { restoreRevision } from './restore-revision.ts'
import { modalEvents } from './modal-events.ts'

interface RevisionCompareProps {
  api: ApiClient
  siteUrl: string | null
  pageId: string
  pagePath: string
  /** The open document (the "Current" frame follows it; a restore changes it). */
  store: DocumentStore
  revision: number
  readOnly: boolean
  onRestored: (message: string) => void
  onClose: () => void
}

/**
 * A revision beside the current version, each in its own frame of the site ("Revision N" on
 * the left, "Current" on the right), with "Restore this revision": the revision's content
 * replaces the current one as one undoable edit, which autosave then saves.
 */
export function RevisionCompare(props: RevisionCompareProps) {
  const { api, siteUrl, pageId, pagePath, store, revision } = props
  const dialog = useRef<HTMLDialogElement>(null)
  const [old, setOld] = useState<{ body: PageEntry; store: DocumentStore }>()
  const [error, setError] = useState<string>()
  const [width, setWidth] = useState<number>(WIDTHS[0].width)

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
    let stale = false
    getRevision(api, pageId, revision).then(
      (body) => !stale && setOld({ body, store: new DocumentStore(body as JsonObject) }),
      (caught: unknown) =>
        !stale && setError(caught instanceof Error ? caught.message : String(caught)),
    )
    return () => {
      stale = true
    }
  }, [api, pageId, revision])

  const restore = () => {
    if (!old) return
    const changed = restoreRevision(store, old.body, revision)
    props.onRestored(
      changed
        ? `Revision ${revision} restored. Undo brings back the version before.`
        : `Revision ${revision} has the same content as the current version.`,
    )
    dialog.current?.close()
  }

  return (
    <dialog
      ref={dialog}
      className="revision-compare"
      {...modalEvents}
      aria-labelledby="compare-title"
      onClose={props.onClose}
    >
      <div className="revisions-head">
        <h2 id="compare-title">Revision {revision} beside the current version</h2>
        <div role="group" aria-label="Width of both" className="widths">
          {WIDTHS.map((item) => (
            <button
              key={item.width}
              type="button"
              aria-pressed={width === item.width}
              onClick={() => setWidth(item.width)}
            >
              {item.label}
            </button>
          ))}
        </div>
        {!props.readOnly && (
          <button type="button" className="primary" onClick={restore} disabled={!old}>
            Restore this revision
          </button>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {!siteUrl ? (
        <p>No site address is configured (TESSERA_SITE_URL): nothing to show the pages in.</p>
      ) : (
        <div className="compare-panes">
          {old ? (
            <ReadOnlyCanvas
              siteUrl={siteUrl}
              pagePath={pagePath}
              contentId={pageId}
              store={old.store}
              title={`Revision ${revision}`}
              width={width}
            />
          ) : (
            <p className="compare-pane">Loading revision {revision}…</p>
          )}
          <ReadOnlyCanvas
            siteUrl={siteUrl}
            pagePath={pagePath}
            contentId={pageId}
            store={store}
            title="Current"
            width={width}
          />
        </div>
      )}
    </dialog>
  )
}
