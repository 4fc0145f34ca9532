import { useState } from 'react'

interface ConfirmButtonProps {
  /** The button's text ("Remove"). */
  label: string
  /** Its accessible name ("Remove ada@example.com"); the confirmation says it again. */
  name: string
  onConfirm: () => void
}

/** A destructive action in two steps: the button, then "Confirm: <name>" or "Keep". */
export function ConfirmButton({ label, name, onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button type="button" aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        Confirm: {name}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </>
  )
}
