import { useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { loadSymbolUsages } from './symbol-usages.ts'
import type { SymbolUsage } from './symbol-usages.ts'

interface PublishSymbolDialogProps {
  api: ApiClient
  symbolId: string
  symbolName: string
  onPublish: () => void
  onCancel: () => void
}

/**
 * Before a symbol is published: the pages that will change (those that use it, directly or
 * through other symbols), then Publish or Cancel. Focus moves into it; Escape cancels.
 */
export function PublishSymbolDialog(props: PublishSymbolDialogProps) {
  const { api, symbolId } = props
  const [usages, setUsages] = useState<SymbolUsage[]>()
  const [error, setError] = useState<string>()
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    let stale = false
    loadSymbolUsages(api, symbolId).then(
      (found) => !stale && setUsages(found),
      (caught: unknown) =>
        !stale && setError(caught instanceof Error ? caught.message : String(caught)),
    )
    return () => {
      stale = true
    }
  }, [api, symbolId])
  useEffect(() => first.current?.focus(), [])

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="publish-symbol-title"
      className="dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel()
      }}
    >
      <h2 id="publish-symbol-title">Publish the symbol “{props.symbolName}”</h2>
      {error && (
        <p className="form-error" role="alert">
          Could not list the pages that use it: {error}
        </p>
      )}
      {!error && usages === undefined && <p>Looking for the pages that use it…</p>}
      {usages !== undefined && usages.length === 0 && <p>No page uses this symbol yet.</p>}
      {usages !== undefined && usages.length > 0 && (
        <>
          <p>
            {usages.length === 1 ? 'This page changes' : `These ${usages.length} pages change`} when
            it is published:
          </p>
          <ul aria-label="Pages that use this symbol">
            {usages.map((usage) => (
              <li key={usage.id}>
                {usage.name}
                {usage.path && <span className="hint"> {usage.path}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <button ref={first} type="button" className="primary" onClick={props.onPublish}>
          Publish symbol
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
