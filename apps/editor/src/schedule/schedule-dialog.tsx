import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { DocumentStore } from '../state/document-store.ts'
import {
  fromInputValue,
  localZoneLabel,
  scheduleOps,
  scheduleProblem,
  toInputValue,
} from './schedule-dates.ts'
import { modalEvents } from '../revisions/modal-events.ts'

interface ScheduleDialogProps {
  store: DocumentStore
  onDone: (message: string | undefined) => void
}

const dateOf = (value: unknown) => (typeof value === 'number' ? value : undefined)

/**
 * The page's start and end date-times, in local time with the zone shown; either can be
 * cleared. Saving changes the document (one undo step, autosaved); the live site follows
 * when the page is published.
 */
export function ScheduleDialog({ store, onDone }: ScheduleDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const root = store.root()
  const [start, setStart] = useState(toInputValue(dateOf(root.startDate)))
  const [end, setEnd] = useState(toInputValue(dateOf(root.endDate)))
  const [problem, setProblem] = useState<string>()
  const result = useRef<string | undefined>(undefined)
  const id = useId()

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

  const save = (event: FormEvent) => {
    event.preventDefault()
    try {
      const startMs = fromInputValue(start)
      const endMs = fromInputValue(end)
      const wrong = scheduleProblem(startMs, endMs)
      if (wrong) return setProblem(wrong)
      const ops = scheduleOps(store.root(), startMs, endMs)
      store.dispatch(ops, { label: 'Schedule' })
      result.current =
        ops.length === 0 ? undefined : 'Schedule saved: publish to make it the live one.'
      dialog.current?.close()
    } catch (caught: unknown) {
      setProblem(caught instanceof Error ? caught.message : String(caught))
    }
  }

  const field = (label: string, value: string, set: (next: string) => void) => (
    <div className="schedule-field">
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <input
        id={`${id}-${label}`}
        type="datetime-local"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-describedby={`${id}-zone`}
      />
      <button type="button" onClick={() => set('')} aria-label={`Clear the ${label.toLowerCase()}`}>
        Clear
      </button>
    </div>
  )

  return (
    <dialog
      ref={dialog}
      className="schedule-dialog"
      {...modalEvents}
      aria-labelledby={`${id}-title`}
      onClose={() => onDone(result.current)}
    >
      <form onSubmit={save}>
        <h2 id={`${id}-title`}>Schedule</h2>
        <p className="hint" id={`${id}-zone`}>
          Times in {localZoneLabel()}. The page is live only between the two (either may be empty);
          the schedule takes effect when you publish.
        </p>
        {field('Start', start, setStart)}
        {field('End', end, setEnd)}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <button type="submit" className="primary">
            Save schedule
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
