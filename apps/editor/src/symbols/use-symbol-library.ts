import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import { symbolGraph } from './symbol-graph.ts'
import type { ContentEntry, SymbolGraph } from './symbol-graph.ts'
import { listSymbolEntries } from './symbols-api.ts'

/** The space's symbols as the editor knows them. */
export interface SymbolLibrary {
  /** Not archived, by name. */
  symbols: readonly ContentEntry[]
  graph: SymbolGraph
  /** The name of a symbol (its id when it has none or is unknown). */
  nameOf: (id: string) => string
  /** Reads the symbols again (after one was created); resolves when done. */
  refresh: () => Promise<void>
}

const NONE: readonly ContentEntry[] = []

/**
 * The space's symbols (latest bodies, through the write API), loaded once per editor view and
 * again on `refresh`. When they cannot be loaded there are none (the rest of the editor works)
 * and a warning says why.
 */
export function useSymbolLibrary(api: ApiClient): SymbolLibrary {
  const [symbols, setSymbols] = useState(NONE)
  const refresh = useCallback(
    () =>
      listSymbolEntries(api).then(
        (found) =>
          setSymbols([...found].sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id))),
        (error: unknown) => console.warn('Tessera editor: could not list the symbols', error),
      ),
    [api],
  )
  useEffect(() => {
    void refresh()
  }, [refresh])
  return useMemo(() => {
    const names = new Map(symbols.map((entry) => [entry.id, entry.name ?? entry.id]))
    return {
      symbols,
      graph: symbolGraph(symbols),
      nameOf: (id: string) => names.get(id) ?? id,
      refresh,
    }
  }, [symbols, refresh])
}
