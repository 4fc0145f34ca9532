import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { Selection } from '../editor/selection.ts'
import { useSelectedIds } from '../editor/selection.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { replaceWithSymbol, symbolBlocksOf, symbolSelection } from './save-as-symbol.ts'
import { createSymbol } from './symbols-api.ts'

interface SaveAsSymbolProps {
  api: ApiClient
  store: DocumentStore
  selection: Selection
  readOnly: boolean
  /** After a symbol was made: the palette and the guard learn about it. */
  onCreated: () => Promise<void>
  announce: (text: string) => void
}

/**
 * Saves the selected blocks (one, or several side by side) as a new symbol: the symbol entry
 * is created with copies of them, and the page gets one Symbol block in their place (one undo
 * step of the page; the symbol entry itself stays).
 */
export function SaveAsSymbolForm(props: SaveAsSymbolProps) {
  const { api, store, selection, readOnly } = props
  const id = useId()
  const selected = useSelectedIds(selection)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  if (readOnly || selected.length === 0) return null

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const picked = symbolSelection(store, selection.ids)
    if ('problem' in picked) return setMessage(picked.problem)
    const title = name.trim()
    if (title === '') return setMessage('Give the symbol a name.')
    setBusy(true)
    setMessage(undefined)
    try {
      const entry = await createSymbol(
        api,
        title,
        symbolBlocksOf(store, picked, () => store.newId()),
      )
      const blockId = replaceWithSymbol(store, picked, entry.id, title)
      selection.select(blockId)
      setName('')
      props.announce(`Saved as the symbol ${title}`)
      await props.onCreated()
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel save-as-symbol" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Make a symbol</h2>
      <form onSubmit={(event) => void save(event)}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Symbol name</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={message ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" disabled={busy}>
          Save {selected.length > 1 ? `${selected.length} blocks` : 'block'} as symbol
        </button>
        {message && (
          <p className="form-error" id={`${id}-error`} role="alert">
            {message}
          </p>
        )}
      </form>
    </section>
  )
}
