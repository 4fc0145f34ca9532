import { useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { listRevisions, REVISIONS_PAGE } from '../api/revisions-api.ts'
import type { RevisionSummary } from '../api/revisions-api.ts'
import type { Autosave } from '../save/autosave.ts'
import { revisionLines } from './revision-format.ts'
import type { RevisionLine } from './revision-format.ts'
import { modalEvents } from './modal-events.ts'

interface RevisionsPanelProps {
  api: ApiClient
  pageId: string
  autosave: Autosave
  onView: (revision: number) => void
  onClose: () => void
}

/**
 * The page's history in a dialog: every revision with its number, who made it, when
 * (relative, and the date and time with the zone), and whether it was a publish; each older
 * one can be viewed beside the current version. Unsaved changes are saved first, so the list
 * ends with them.
 */
export function RevisionsPanel({ api, pageId, autosave, onView, onClose }: RevisionsPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [lines, setLines] = useState<RevisionLine[]>()
  const [more, setMore] = useState(false)
  const [error, setError] = useState<string>()
  const shown = (list: RevisionSummary[], before: RevisionLine[] = []) => {
    setLines([...before, ...revisionLines(list, Date.now())])
    setMore(list.length === REVISIONS_PAGE)
  }
  const failed = (caught: unknown) =>
    setError(caught instanceof Error ? caught.message : String(caught))
  const showOlder = () => {
    const before = lines ?? []
    listRevisions(api, pageId, before.length).then((list) => shown(list, before), failed)
  }

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
    let stale = false
    autosave
      .saveNow()
      .then(() => listRevisions(api, pageId))
      .then(
        (list) => !stale && shown(list),
        (caught: unknown) => !stale && failed(caught),
      )
    return () => {
      stale = true
    }
  }, [api, pageId, autosave])

  return (
    <dialog
      ref={dialog}
      className="revisions-panel"
      {...modalEvents}
      aria-labelledby="revisions-title"
      onClose={onClose}
    >
      <div className="revisions-head">
        <h2 id="revisions-title">Revisions</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {!lines && !error && <p role="status">Loading the history…</p>}
      {lines && (
        <ol className="revision-list" aria-label="Revisions, newest first">
          {lines.map((line) => (
            <li key={line.revision} className="revision-item">
              <div className="revision-what">
                <strong>{line.title}</strong>
                {line.tags.map((tag) => (
                  <span key={tag} className={`revision-tag tag-${tag.toLowerCase()}`}>
                    {tag}
                  </span>
                ))}
              </div>
              <div className="revision-who">
                by {line.who}, <time dateTime={line.iso}>{line.relative}</time>
                <span className="hint"> ({line.absolute})</span>
              </div>
              {!line.tags.includes('Current') && (
                <button type="button" onClick={() => onView(line.revision)}>
                  View {line.title.toLowerCase()} side by side
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {more && (
        <button type="button" onClick={showOlder}>
          Show older revisions
        </button>
      )}
    </dialog>
  )
}
