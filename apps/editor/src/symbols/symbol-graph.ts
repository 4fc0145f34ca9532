import { symbolIdsIn } from './symbol-refs.ts'

/**
 * Which symbols hold which: the guard against a symbol that would contain itself, and the
 * pages a symbol shows on (directly or inside other symbols).
 * @module
 */

/** An entry as the write API answers it (the fields read here). */
export interface ContentEntry {
  id: string
  name?: string
  published?: string
  data?: { blocks?: unknown[]; inputs?: unknown[]; [key: string]: unknown }
  [key: string]: unknown
}

/** Symbol id → the ids of the symbols its blocks reference. */
export type SymbolGraph = ReadonlyMap<string, ReadonlySet<string>>

/** The graph of the given symbol entries (their latest bodies). */
export function symbolGraph(symbols: readonly ContentEntry[]): SymbolGraph {
  return new Map(symbols.map((entry) => [entry.id, symbolIdsIn(entry.data)]))
}

/** The symbols reachable from `from` through the graph (`from` included). */
export function reachable(graph: SymbolGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const stack = [...from]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    for (const next of graph.get(id) ?? []) stack.push(next)
  }
  return seen
}

/** The symbol ids that contain `symbolId`, directly or through other symbols. */
export function symbolsContaining(graph: SymbolGraph, symbolId: string): Set<string> {
  const found = new Set<string>()
  for (const id of graph.keys()) {
    if (id !== symbolId && reachable(graph, graph.get(id) ?? []).has(symbolId)) found.add(id)
  }
  return found
}

/**
 * Why symbol `inserted` may not go into the entry being edited, or undefined when it may:
 * into the symbol itself, or into a symbol that `inserted` contains (directly or through
 * others), it would render inside itself for ever. Pages (`host` undefined) take any symbol.
 */
export function recursionProblem(
  graph: SymbolGraph,
  host: string | undefined,
  inserted: string,
  nameOf: (id: string) => string = (id) => id,
): string | undefined {
  if (host === undefined) return undefined
  if (inserted === host) {
    return `The symbol “${nameOf(host)}” cannot be inserted into itself.`
  }
  if (reachable(graph, graph.get(inserted) ?? []).has(host)) {
    return `The symbol “${nameOf(inserted)}” contains “${nameOf(host)}”: inserting it here would make “${nameOf(host)}” contain itself.`
  }
  return undefined
}

/**
 * The pages that show symbol `symbolId`: their blocks reference it, or reference a symbol that
 * contains it (however deep). Read from the pages' latest bodies.
 */
export function pagesUsingSymbol<T extends ContentEntry>(
  pages: readonly T[],
  graph: SymbolGraph,
  symbolId: string,
): T[] {
  const holders = symbolsContaining(graph, symbolId)
  holders.add(symbolId)
  return pages.filter((page) => {
    for (const id of symbolIdsIn(page.data)) if (holders.has(id)) return true
    return false
  })
}
