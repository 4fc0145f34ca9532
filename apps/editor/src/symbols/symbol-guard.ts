import { recursionProblem } from './symbol-graph.ts'
import { symbolIdsIn } from './symbol-refs.ts'
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

/**
 * Why blocks (pasted, say) may not go into the entry being edited (`host`, a symbol's id;
 * undefined for a page): the first Symbol block among them, however deep, that would make the
 * host contain itself. Undefined when they may.
 */
export function blocksRefusal(
  library: Pick<SymbolLibrary, 'graph' | 'nameOf'>,
  host: string | undefined,
  blocks: unknown,
): string | undefined {
  if (host === undefined) return undefined
  for (const id of symbolIdsIn(blocks)) {
    const problem = recursionProblem(library.graph, host, id, library.nameOf)
    if (problem !== undefined) return problem
  }
  return undefined
}

/** The site's page showing symbol `id` alone (the editor's canvas for a symbol). */
export function symbolPreviewPath(id: string): string {
  return `/tessera-preview/symbol/${encodeURIComponent(id)}`
}
