import { useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import type { Autosave, SaveStatus } from '../save/autosave.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { useDocumentVersion } from './use-document.ts'

/** The canvas widths: the seed's breakpoints, and a custom one. */
export const WIDTHS = [
  { label: 'Desktop', width: 1200 },
  { label: 'Tablet', width: 991 },
  { label: 'Mobile', width: 640 },
] as const

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Saving failed, retrying',
  conflict: 'Someone else saved this page',
}

interface TopBarProps {
  title: string
  store: DocumentStore
  autosave: Autosave
  width: number
  onWidth: (width: number) => void
  isPublished: boolean
  onPublish: (action: 'publish' | 'unpublish') => void
  onPreviewLink: () => void
  onClose: () => void
  readOnly: boolean
  /** More controls, before the preview link (the page's state, schedule and history). */
  children?: ReactNode
}

/** Back to the pages, the page's name, undo and redo, the canvas width, save status, publish. */
export function TopBar(props: TopBarProps) {
  const { store, autosave } = props
  useDocumentVersion(store)
  const status = useSyncExternalStore(autosave.subscribe, autosave.getStatus)
  return (
    <header className="top-bar">
      <button type="button" onClick={props.onClose} aria-label="Back to the pages">
        ← Pages
      </button>
      <h1 className="page-title">{props.title}</h1>
      <button
        type="button"
        onClick={() => store.undo()}
        disabled={!store.canUndo || props.readOnly}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        onClick={() => store.redo()}
        disabled={!store.canRedo || props.readOnly}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Redo
      </button>
      <div role="group" aria-label="Canvas width" className="widths">
        {WIDTHS.map((item) => (
          <button
            key={item.width}
            type="button"
            aria-pressed={props.width === item.width}
            onClick={() => props.onWidth(item.width)}
          >
            {item.label} {item.width}
          </button>
        ))}
        <label className="custom-width">
          <span className="visually-hidden">Custom width</span>
          <input
            type="number"
            min={320}
            max={2560}
            value={props.width}
            aria-label="Custom width in pixels"
            onChange={(event) =>
              props.onWidth(Math.min(2560, Math.max(320, Number(event.target.value) || 320)))
            }
          />
        </label>
      </div>
      <span className={`save-status save-${status}`} role="status" aria-live="polite">
        {STATUS_TEXT[status]}
        {status === 'error' && autosave.getMessage() ? `: ${autosave.getMessage()}` : ''}
      </span>
      {props.children}
      <button type="button" onClick={props.onPreviewLink}>
        Preview link
      </button>
      {!props.readOnly &&
        (props.isPublished ? (
          <button type="button" onClick={() => props.onPublish('unpublish')}>
            Unpublish
          </button>
        ) : null)}
      {!props.readOnly && (
        <button type="button" className="primary" onClick={() => props.onPublish('publish')}>
          Publish
        </button>
      )}
    </header>
  )
}
