import { useState } from 'react'
import type { ControlProps } from './field-props.ts'

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return text.trim() === ''
  }
}

const asJson = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2))

/**
 * Any other value (a `map`, a list without sub-fields) as JSON, applied when it parses; while it
 * does not, the error shows under the field and the stored value stays.
 */
export function JsonField(props: ControlProps & { onError: (error: string | undefined) => void }) {
  const { id, describedBy, value, onChange, readOnly, invalid, onError } = props
  const [draft, setDraft] = useState<string>()
  return (
    <textarea
      id={id}
      rows={4}
      className="json"
      value={draft ?? asJson(value)}
      readOnly={readOnly}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const text = event.target.value
        setDraft(text)
        try {
          onChange(text.trim() === '' ? undefined : JSON.parse(text))
          onError(undefined)
        } catch {
          onError('Not valid JSON: the last valid value is kept')
        }
      }}
      onBlur={() => {
        // The stored value's own text again, unless the draft does not parse (kept to fix).
        if (draft === undefined || parses(draft)) setDraft(undefined)
      }}
    />
  )
}
