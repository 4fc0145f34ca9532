import { useEffect, useState } from 'react'
import type { ApiClient } from '../api/api-client.ts'
import type { BlockTemplate } from './block-templates.ts'
import { listSymbols, symbolTemplates } from './symbol-templates.ts'

const NONE: BlockTemplate[] = []

/**
 * The palette items of the space's symbols, loaded once per editor view. When they cannot be
 * loaded the palette simply has no symbols (the rest of the editor works) and a warning says why.
 */
export function useSymbolTemplates(api: ApiClient): BlockTemplate[] {
  const [templates, setTemplates] = useState(NONE)
  useEffect(() => {
    let stale = false
    listSymbols(api).then(
      (symbols) => {
        if (!stale) setTemplates(symbolTemplates(symbols))
      },
      (error: unknown) => console.warn('Tessera editor: could not list the symbols', error),
    )
    return () => {
      stale = true
    }
  }, [api])
  return templates
}
