import { useId, useState } from 'react'
import { absoluteTime } from '../revisions/revision-format.ts'
import { fromInputValue, scheduleProblem, toInputValue } from '../schedule/schedule-dates.ts'
import type { TestGroup } from './variations.ts'

/** How a variation's window stands at `now`, for the line under its name. */
export function windowLabel(group: TestGroup, now: number): string | undefined {
  const { start, end } = group.window
  if (start === undefined && end === undefined) return undefined
  if (start !== undefined && now < start) return `Starts ${absoluteTime(start)}`
  if (end !== undefined && now > end) return `Ended ${absoluteTime(end)}: visitors get the default`
  return end === undefined ? 'Live' : `Live until ${absoluteTime(end)}`
}

interface VariationWindowFormProps {
  group: TestGroup
  readOnly: boolean
  onSave: (start: number | undefined, end: number | undefined) => void
}

/**
 * A variation's start and end (local date-times, each optional): outside them the variation is
 * not served and its traffic goes to the default.
 */
export function VariationWindowForm({ group, readOnly, onSave }: VariationWindowFormProps) {
  const id = useId()
  const [start, setStart] = useState(() => toInputValue(group.window.start))
  const [end, setEnd] = useState(() => toInputValue(group.window.end))
  const [problem, setProblem] = useState<string>()
  const label = windowLabel(group, Date.now())

  const save = () => {
    try {
      const from = fromInputValue(start)
      const to = fromInputValue(end)
      const why = scheduleProblem(from, to)
      setProblem(why)
      if (why === undefined) onSave(from, to)
    } catch (caught: unknown) {
      setProblem(caught instanceof Error ? caught.message : String(caught))
    }
  }

  return (
    <fieldset className="variation-window" disabled={readOnly}>
      <legend>Dates of {group.name}</legend>
      {label && <p className="variation-window-state">{label}</p>}
      <label htmlFor={`${id}-start`}>Starts</label>
      <input
        id={`${id}-start`}
        type="datetime-local"
        value={start}
        onChange={(event) => setStart(event.currentTarget.value)}
      />
      <label htmlFor={`${id}-end`}>Ends</label>
      <input
        id={`${id}-end`}
        type="datetime-local"
        value={end}
        onChange={(event) => setEnd(event.currentTarget.value)}
      />
      {!readOnly && (
        <button type="button" onClick={save}>
          Save dates of {group.name}
        </button>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
