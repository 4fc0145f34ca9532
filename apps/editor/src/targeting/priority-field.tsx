import { useId, useState } from 'react'
import { useRoot } from '../editor/use-document.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { priorityOf, setPriorityOp } from './targeting-rules.ts'

/**
 * The page's `priority`: a number typed freely (a lone `-` or an empty field is kept while
 * typing and not applied); each number typed is applied as one coalesced, undoable edit.
 */
export function PriorityField({ store, readOnly }: { store: DocumentStore; readOnly: boolean }) {
  const id = useId()
  const root = useRoot(store)
  const [draft, setDraft] = useState<string>()
  return (
    <div className="field">
      <label htmlFor={`${id}-priority`}>Priority</label>
      <input
        id={`${id}-priority`}
        inputMode="decimal"
        value={draft ?? String(priorityOf(root))}
        readOnly={readOnly}
        aria-describedby={`${id}-priority-hint`}
        onBlur={() => setDraft(undefined)}
        onChange={(event) => {
          const text = event.target.value
          setDraft(text)
          const value = Number(text)
          if (text.trim() === '' || !Number.isFinite(value)) return
          store.dispatch([setPriorityOp(value === 0 ? undefined : value)], {
            label: 'Priority',
            coalesce: 'targeting:priority',
          })
        }}
      />
      <p className="hint" id={`${id}-priority-hint`}>
        When several pages match a visitor, the one with the highest priority is served.
      </p>
    </div>
  )
}
