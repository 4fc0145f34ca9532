import { useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { pageUrlPath } from '../api/pages-api.ts'
import type { Autosave } from '../save/autosave.ts'
import { liveState } from '../schedule/schedule-dates.ts'
import { ScheduleDialog } from '../schedule/schedule-dialog.tsx'
import type { DocumentStore } from '../state/document-store.ts'
import { RevisionCompare } from './revision-compare.tsx'
import { RevisionsPanel } from './revisions-panel.tsx'
import './revisions.css'

interface HistoryControlsProps {
  api: ApiClient
  siteUrl: string | null
  /** The page as last loaded, published or unpublished. */
  page: PageEntry
  store: DocumentStore
  autosave: Autosave
  readOnly: boolean
}

type Open =
  | { kind: 'none' }
  | { kind: 'revisions' }
  | { kind: 'compare'; revision: number }
  | { kind: 'schedule' }

/**
 * The top bar's part for the page's state and history: what the live site does with the page
 * (published, scheduled, ended…), the Schedule dialog, and the Revisions (history, side by
 * side, restore).
 */
export function HistoryControls(props: HistoryControlsProps) {
  const { api, page, store, autosave } = props
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const [message, setMessage] = useState<string>()
  const revisionsButton = useRef<HTMLButtonElement>(null)
  const state = liveState(page)
  const close = (focus?: HTMLButtonElement | null) => {
    setOpen({ kind: 'none' })
    focus?.focus()
  }

  return (
    <>
      <span className="live-state" role="status" title={state.detail}>
        {state.label}
        <span className="visually-hidden">. {state.detail}</span>
      </span>
      {!props.readOnly && (
        <button type="button" onClick={() => setOpen({ kind: 'schedule' })}>
          Schedule
        </button>
      )}
      <button ref={revisionsButton} type="button" onClick={() => setOpen({ kind: 'revisions' })}>
        Revisions
      </button>
      {message && (
        <p className="notice history-notice" role="status">
          {message}{' '}
          <button type="button" onClick={() => setMessage(undefined)} aria-label="Dismiss">
            ×
          </button>
        </p>
      )}
      {open.kind === 'schedule' && (
        <ScheduleDialog
          store={store}
          onDone={(said) => {
            if (said) setMessage(said)
            close()
          }}
        />
      )}
      {(open.kind === 'revisions' || open.kind === 'compare') && (
        <RevisionsPanel
          api={api}
          pageId={page.id}
          autosave={autosave}
          onView={(revision) => setOpen({ kind: 'compare', revision })}
          onClose={() => open.kind === 'revisions' && close(revisionsButton.current)}
        />
      )}
      {open.kind === 'compare' && (
        <RevisionCompare
          api={api}
          siteUrl={props.siteUrl}
          pageId={page.id}
          pagePath={pageUrlPath(page) ?? '/'}
          store={store}
          revision={open.revision}
          readOnly={props.readOnly}
          onRestored={(said) => {
            setMessage(said)
            close(revisionsButton.current)
          }}
          onClose={() => setOpen((now) => (now.kind === 'compare' ? { kind: 'revisions' } : now))}
        />
      )}
    </>
  )
}
