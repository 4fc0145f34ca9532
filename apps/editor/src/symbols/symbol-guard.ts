import { recursionProblem } from './symbol-graph.ts'
import type { SymbolLibrary } from './use-symbol-library.ts'

/** The palette name of a symbol's item (`Symbol:<id>`, see `symbolTemplates`). */
const SYMBOL_ITEM = /^Symbol:(.+)$/

/**
 * The editor's guard on inserting symbols: for a palette item, why it may not go into the
 * entry being edited (`host`, a symbol's id; undefined for a page), else undefined.
 */
export function symbolGuard(
  library: Pick<SymbolLibrary, 'graph' | 'nameOf'>,
  host: string | undefined,
): (templateName: string) => string | undefined {
  return (templateName) => {
    const inserted = SYMBOL_ITEM.exec(templateName)?.[1]
    if (inserted === undefined) return undefined
    return recursionProblem(library.graph, host, inserted, library.nameOf)
  }
}

/** The site's page showing symbol `id` alone (the editor's canvas for a symbol). */
export function symbolPreviewPath(id: string): string {
  return `/tessera-preview/symbol/${encodeURIComponent(id)}`
}
