import { useEffect, useId, useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import { modalEvents } from '../revisions/modal-events.ts'
import { ExperimentReportView } from './experiment-report.tsx'
import { getExperimentReport, lastDays, rangeQuery } from './report-api.ts'
import type { DayRange, ExperimentReport } from './report-api.ts'

interface ExperimentReportDialogProps {
  api: ApiClient
  page: PageEntry
  onClose: () => void
}

type Loading =
  | { kind: 'loading' }
  | { kind: 'loaded'; report: ExperimentReport }
  | { kind: 'failed'; message: string }

/**
 * The experiment report of a page in a modal dialog: a range of days (UTC, the last 30 by
 * default), the report over it, and Refresh to read it again (new events count at once).
 */
export function ExperimentReportDialog({ api, page, onClose }: ExperimentReportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [range, setRange] = useState<DayRange>(() => lastDays(30))
  const [asked, setAsked] = useState(0)
  const [state, setState] = useState<Loading>({ kind: 'loading' })
  const query = rangeQuery(range)

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

  useEffect(() => {
    if (!query) return
    let stale = false
    setState((now) => (now.kind === 'loaded' ? now : { kind: 'loading' }))
    getExperimentReport(api, page.id, query).then(
      (report) => !stale && setState({ kind: 'loaded', report }),
      (caught: unknown) =>
        !stale &&
        setState({ kind: 'failed', message: caught instanceof Error ? caught.message : 'Failed' }),
    )
    return () => {
      stale = true
    }
    // The query is rebuilt each render: its numbers are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the numbers, see above
  }, [api, page.id, query?.from, query?.to, asked])

  const day = (label: string, key: keyof DayRange) => (
    <div className="report-day">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={range[key]}
        onChange={(event) => setRange({ ...range, [key]: event.currentTarget.value })}
      />
    </div>
  )

  return (
    <dialog
      ref={dialog}
      className="experiment-report-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      {...modalEvents}
    >
      <div className="report-head">
        <h2 id={`${id}-title`}>Experiment report: {page.name ?? page.id}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <form
        className="report-range"
        aria-label="Date range"
        onSubmit={(event) => {
          event.preventDefault()
          setAsked((count) => count + 1)
        }}
      >
        {day('From', 'from')}
        {day('To', 'to')}
        <button type="submit">Refresh</button>
        {!query && <p role="alert">Choose a start day on or before the end day.</p>}
      </form>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <p>Loading the report…</p>}
        {state.kind === 'failed' && (
          <p role="alert">The report could not be read: {state.message}</p>
        )}
        {state.kind === 'loaded' && <ExperimentReportView report={state.report} />}
      </div>
    </dialog>
  )
}
