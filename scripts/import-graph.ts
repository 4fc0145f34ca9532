import { relative } from 'node:path'

/** A directed graph as adjacency lists: node → the nodes it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>

/** One cycle of `graph` as its nodes with the first repeated last, or undefined when acyclic. */
export function findCycle(graph: ImportGraph): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined
    if (state.get(node) === 'visiting') return [...stack.slice(stack.indexOf(node)), node]
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    stack.pop()
    state.set(node, 'done')
    return undefined
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return undefined
}

/**
 * The top-level folder of `file` inside `srcDir` (`blocks` for `src/blocks/text/text.tsx`), or
 * undefined for a file directly in `srcDir` or outside it.
 */
export function topFolder(srcDir: string, file: string): string | undefined {
  const parts = relative(srcDir, file).split(/[\\/]/)
  if (parts.length < 2 || parts[0] === '..') return undefined
  return parts[0]
}

/**
 * The graph of the top-level folders of `srcDir`: folder → the other folders its files import.
 * Files directly in `srcDir` and the package's entry points (`entries`, which re-export from
 * every folder) stand above the folders and are left out, as are imports inside one folder.
 */
export function folderGraph(
  srcDir: string,
  files: ImportGraph,
  entries: ReadonlySet<string> = new Set(),
): Map<string, string[]> {
  const edges = new Map<string, Set<string>>()
  for (const [file, imports] of files) {
    const from = topFolder(srcDir, file)
    if (from === undefined || entries.has(file)) continue
    const targets = edges.get(from) ?? new Set<string>()
    edges.set(from, targets)
    for (const target of imports) {
      const to = topFolder(srcDir, target)
      if (to !== undefined && to !== from) targets.add(to)
    }
  }
  return new Map([...edges].map(([folder, targets]) => [folder, [...targets].sort()]))
}
