import { useId, useMemo, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { useBlock } from '../editor/use-document.ts'
import { InputField } from '../properties/input-field.tsx'
import { fieldEditor } from '../properties/properties-panel.tsx'
import type { DocumentStore } from '../state/document-store.ts'
import { detachSymbol } from './detach-symbol.ts'
import { symbolInputs } from './symbol-inputs.ts'
import { symbolEntryOf, symbolOptionOf } from './symbol-refs.ts'
import { getSymbol } from './symbols-api.ts'
import type { SymbolLibrary } from './use-symbol-library.ts'

interface SymbolBlockPanelProps {
  api: ApiClient
  store: DocumentStore
  blockId: string | undefined
  library: SymbolLibrary
  readOnly: boolean
  /** Opens the symbol entry in the editor. */
  onEdit: (symbolId: string) => void
  /** After a detach: the copies' ids (to select the first). */
  onDetached: (ids: string[]) => void
}

/**
 * For a selected Symbol block: which symbol it shows, its inputs (the fields the symbol
 * declares, with the same controls as any block's options; the values go to
 * `component.options.symbol.data`), a way to edit the symbol itself, and to detach it into
 * plain blocks.
 */
export function SymbolBlockPanel(props: SymbolBlockPanelProps) {
  const { api, store, blockId, library, readOnly } = props
  const id = useId()
  const node = useBlock(store, blockId)
  const [message, setMessage] = useState<string>()
  const symbolId = node ? symbolEntryOf(node.json) : undefined
  const editor = useMemo(
    () =>
      blockId === undefined ? undefined : fieldEditor(store, blockId, 'Symbol', readOnly, api),
    [store, blockId, readOnly, api],
  )
  if (!node || symbolId === undefined || !editor || blockId === undefined) return null
  const entry = library.symbols.find((symbol) => symbol.id === symbolId)
  const inputs = symbolInputs(entry)
  const data = (symbolOptionOf(node.json)?.data ?? {}) as Record<string, unknown>

  const detach = async () => {
    setMessage(undefined)
    try {
      const symbol = await getSymbol(api, symbolId)
      const blocks = Array.isArray(symbol.data?.blocks) ? symbol.data.blocks : []
      props.onDetached(detachSymbol(store, blockId, blocks))
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : String(caught))
    }
  }

  return (
    <section className="panel symbol-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Symbol “{library.nameOf(symbolId)}”</h2>
      {entry === undefined && <p className="hint">This symbol is not in the space’s list.</p>}
      <div className="dialog-actions">
        <button type="button" onClick={() => props.onEdit(symbolId)}>
          Edit symbol
        </button>
        {!readOnly && (
          <button type="button" onClick={() => void detach()}>
            Detach symbol
          </button>
        )}
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <h3>Symbol inputs</h3>
      {inputs.length === 0 && <p className="hint">This symbol declares no inputs.</p>}
      {inputs.map((input) => (
        <InputField
          key={`${blockId}:${input.name}`}
          input={input}
          value={data[input.name]}
          path={['component', 'options', 'symbol', 'data', input.name]}
          editor={editor}
        />
      ))}
    </section>
  )
}
