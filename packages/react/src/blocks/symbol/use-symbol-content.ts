import type { Entry } from '@tessera/core'
import { fetchOneEntry } from '@tessera/sdk'
import { useEffect, useState } from 'react'
import type { BuilderContextValue } from '../../types.ts'
import type { SymbolInfo } from './get-symbol-data.ts'

interface Fetched {
  key: string
  entry: Entry | null
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The entry of a symbol whose content is not inlined: fetched with `fetchOneEntry`
 * (`query.id = entry`; API key `ownerId` for a global symbol, else the content's) after mount
 * in the browser only, so server and hydration render the same empty container. Undefined
 * while loading, when `enabled` is false, without `model`/`entry`, or after a failure (logged
 * once with `warnOnce`).
 */
export function useSymbolContent(
  symbol: SymbolInfo,
  context: BuilderContextValue,
  enabled: boolean,
): Entry | undefined {
  const model = typeof symbol.model === 'string' && symbol.model !== '' ? symbol.model : 'symbol'
  const entry = typeof symbol.entry === 'string' && symbol.entry !== '' ? symbol.entry : undefined
  const ownerKey = symbol.global === true && symbol.ownerId ? symbol.ownerId : undefined
  const apiKey = ownerKey ?? context.apiKey
  const { apiHost, locale, enrich, warnOnce } = context
  const key = [model, entry, apiKey, apiHost, locale].join('\u0000')
  const [fetched, setFetched] = useState<Fetched | null>(null)

  useEffect(() => {
    if (!enabled || entry === undefined) return
    let active = true
    fetchOneEntry({ model, apiKey: apiKey ?? '', apiHost, locale, enrich, query: { id: entry } })
      .then((result) => {
        if (!active) return
        if (result === null) {
          warnOnce(`symbol:${entry}`, `Symbol entry "${entry}" of model "${model}" not found`)
        }
        setFetched({ key, entry: result })
      })
      .catch((error: unknown) => {
        if (!active) return
        warnOnce(
          `symbol:${entry}`,
          `Could not load symbol "${entry}" of model "${model}": ${messageOf(error)}`,
        )
        setFetched({ key, entry: null })
      })
    return () => {
      active = false
    }
  }, [enabled, key, model, entry, apiKey, apiHost, locale, enrich, warnOnce])

  if (!enabled || fetched === null || fetched.key !== key) return undefined
  return fetched.entry ?? undefined
}
