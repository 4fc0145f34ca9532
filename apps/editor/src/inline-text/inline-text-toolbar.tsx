import { isSafeLinkUrl } from '@tessera/core/editor'
import type { TextFormat } from '@tessera/core/editor'
import { useId, useState, useSyncExternalStore } from 'react'
import type { FormEvent, MouseEvent } from 'react'
import type { InlineTextSession } from './inline-text-session.ts'

const BUTTONS: ReadonlyArray<{
  format: Exclude<TextFormat, 'link'>
  label: string
  keys?: string
}> = [
  { format: 'bold', label: 'Bold', keys: 'Control+B Meta+B' },
  { format: 'italic', label: 'Italic', keys: 'Control+I Meta+I' },
  { format: 'bulletedList', label: 'Bulleted list' },
  { format: 'numberedList', label: 'Numbered list' },
  { format: 'heading2', label: 'Heading 2' },
  { format: 'heading3', label: 'Heading 3' },
  { format: 'paragraph', label: 'Paragraph' },
]

// A click on a button must not take the focus (and the selection) from the text in the frame.
const keepFocus = (event: MouseEvent) => event.preventDefault()

/**
 * The formatting toolbar shown while a text is edited on the canvas: each button sends its
 * format to the frame, which applies it to the selection; Link asks for an address first.
 */
export function InlineTextToolbar({ session }: { session: InlineTextSession }) {
  const blockId = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.blockId,
  )
  const [link, setLink] = useState<string>()
  const [linkError, setLinkError] = useState<string>()
  const linkId = useId()
  if (blockId === undefined) return null

  const applyLink = (event: FormEvent) => {
    event.preventDefault()
    const url = (link ?? '').trim()
    if (!isSafeLinkUrl(url)) {
      setLinkError('Use an http(s), mailto or relative address.')
      return
    }
    session.format('link', url)
    setLink(undefined)
    setLinkError(undefined)
  }

  return (
    <div className="inline-text-toolbar" role="toolbar" aria-label="Text formatting">
      {BUTTONS.map(({ format, label, keys }) => (
        <button
          key={format}
          type="button"
          onMouseDown={keepFocus}
          onClick={() => session.format(format)}
          {...(keys ? { 'aria-keyshortcuts': keys } : {})}
        >
          {label}
        </button>
      ))}
      {link === undefined ? (
        <button type="button" onMouseDown={keepFocus} onClick={() => setLink('https://')}>
          Link
        </button>
      ) : (
        <form className="inline-text-link" onSubmit={applyLink}>
          <label htmlFor={linkId}>Link address</label>
          <input
            id={linkId}
            type="text"
            inputMode="url"
            value={link}
            autoFocus
            aria-invalid={linkError !== undefined}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setLink(undefined)
            }}
          />
          <button type="submit">Apply link</button>
          {linkError && (
            <span id={`${linkId}-error`} role="alert" className="form-error">
              {linkError}
            </span>
          )}
        </form>
      )}
      <button type="button" className="primary" onClick={() => session.stop()}>
        Done
      </button>
    </div>
  )
}
