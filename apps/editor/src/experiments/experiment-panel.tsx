import { useId, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { Autosave } from '../save/autosave.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { ExperimentReportDialog } from './experiment-report-dialog.tsx'
import { SplitSlider } from './split-slider.tsx'
import { formatShare } from './split.ts'
import { useExperiment } from './use-experiment.ts'
import type { Experiment } from './use-experiment.ts'
import { VariationWindowForm } from './variation-window-form.tsx'
import type { TestGroup } from './variations.ts'
import './experiments.css'

interface ExperimentPanelProps {
  api: ApiClient
  page: PageEntry
  store: DocumentStore
  autosave: Autosave
  readOnly: boolean
  /** `page`, or `symbol` when a symbol is edited (its own test). Default: `page`. */
  model?: string
}

const STATE_LABEL = {
  none: 'No test: add a variation to start one.',
  running: 'Test running',
  stopped: 'Test stopped: visitors get the default.',
} as const

/**
 * The split test of a page or a symbol: its variations (edit one on the canvas, duplicate,
 * rename, delete, give it start and end dates), the traffic split, starting and stopping the
 * test, declaring a winner, and the report.
 */
export function ExperimentPanel(props: ExperimentPanelProps) {
  const { api, page, store, autosave, readOnly, model = 'page' } = props
  const experiment = useExperiment({ api, page, store, autosave, model })
  const [report, setReport] = useState(false)
  const [winner, setWinner] = useState('')
  const id = useId()
  const { groups, state } = experiment
  const hasTest = state !== 'none'

  return (
    <section className="panel experiments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Experiment</h2>
      <p className="experiment-state">{STATE_LABEL[state]}</p>
      {hasTest && (
        <ul className="variation-list" aria-label="Variations">
          {groups.map((group) => (
            <GroupItem key={group.id} group={group} experiment={experiment} readOnly={readOnly} />
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="experiment-actions">
          <button type="button" onClick={() => experiment.add()}>
            Add variation
          </button>
          {hasTest && (
            <button type="button" onClick={() => void experiment.setRunning(state === 'stopped')}>
              {state === 'stopped' ? 'Start test' : 'Stop test'}
            </button>
          )}
        </div>
      )}
      {hasTest && !readOnly && (
        <form
          className="experiment-winner"
          onSubmit={(event) => {
            event.preventDefault()
            if (winner !== '') void experiment.declareWinner(winner).then(() => setWinner(''))
          }}
        >
          <label htmlFor={`${id}-winner`}>Winner</label>
          <select
            id={`${id}-winner`}
            value={winner}
            onChange={(event) => setWinner(event.currentTarget.value)}
          >
            <option value="">Choose…</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
          <button type="submit" disabled={winner === ''}>
            Declare winner
          </button>
        </form>
      )}
      <button type="button" onClick={() => setReport(true)}>
        Experiment report
      </button>
      {experiment.message && <p role="status">{experiment.message}</p>}
      {report && <ExperimentReportDialog api={api} page={page} onClose={() => setReport(false)} />}
    </section>
  )
}

function GroupItem(props: { group: TestGroup; experiment: Experiment; readOnly: boolean }) {
  const { group, experiment, readOnly } = props
  const id = useId()
  const isEdited = experiment.edited === group.id
  return (
    <li className="variation-item" aria-current={isEdited ? 'true' : undefined}>
      <div className="variation-head">
        {group.isDefault || readOnly ? (
          <span className="variation-name">{group.name}</span>
        ) : (
          <>
            <label className="visually-hidden" htmlFor={`${id}-name`}>
              Name of {group.name}
            </label>
            <input
              id={`${id}-name`}
              className="variation-name"
              defaultValue={group.name}
              key={group.name}
              onBlur={(event) => experiment.rename(group.id, event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') experiment.rename(group.id, event.currentTarget.value)
              }}
            />
          </>
        )}
        <span className="variation-share">{formatShare(group.share)}</span>
      </div>
      <SplitSlider
        name={group.name}
        share={group.share}
        disabled={readOnly || experiment.groups.length < 2}
        onShare={(share) => experiment.setShare(group.id, share)}
      />
      <div className="variation-buttons">
        <button type="button" aria-pressed={isEdited} onClick={() => experiment.edit(group.id)}>
          {isEdited ? `Editing ${group.name}` : `Edit ${group.name}`}
        </button>
        {!readOnly && (
          <button type="button" onClick={() => experiment.add(group.id)}>
            Duplicate {group.name}
          </button>
        )}
        {!readOnly && !group.isDefault && (
          <button type="button" onClick={() => experiment.remove(group.id)}>
            Delete {group.name}
          </button>
        )}
      </div>
      {!group.isDefault && (
        <VariationWindowForm
          key={`${group.window.start}:${group.window.end}`}
          group={group}
          readOnly={readOnly}
          onSave={(start, end) => void experiment.setWindow(group.id, start, end)}
        />
      )}
    </li>
  )
}
