import { useEffect, useRef, useSyncExternalStore } from 'react'
import { blockLabel } from '../editor/block-label.ts'
import type { DocumentStore } from '../state/document-store.ts'
import type { Autosave } from './autosave.ts'

/**
 * Shown when someone else saved the page and both changed the same blocks: what both changed,
 * and the choice to keep this version (saved over theirs) or take theirs (this one's unsaved
 * changes dropped). Focus moves into it; nothing is saved until the author chooses.
 */
export function ConflictDialog({ autosave, store }: { autosave: Autosave; store: DocumentStore }) {
  const status = useSyncExternalStore(autosave.subscribe, autosave.getStatus)
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (status === 'conflict') first.current?.focus()
  }, [status])
  const conflict = autosave.getConflict()
  if (status !== 'conflict' || !conflict) return null
  const names = conflict.ids.map((id) => {
    const node = id === '' ? undefined : store.block(id)
    return id === '' ? 'the page settings' : node ? blockLabel(node.json) : `a block (${id})`
  })
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
      className="dialog"
    >
      <h2 id="conflict-title">{conflict.by ?? 'Someone else'} saved this page too</h2>
      <div id="conflict-text">
        <p>You both changed:</p>
        <ul>
          {[...new Set(names)].map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      <div className="dialog-actions">
        <button
          ref={first}
          type="button"
          className="primary"
          onClick={() => autosave.resolveConflict('mine')}
        >
          Keep my version
        </button>
        <button type="button" onClick={() => autosave.resolveConflict('theirs')}>
          Take their version
        </button>
      </div>
    </div>
  )
}
