import { parsePath } from '@tessera/core'

/** A trie of the document paths a query reads; `end` marks a path that ends at this node. */
interface PathNode {
  end: boolean
  children: Map<string, PathNode>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function addPaths(node: PathNode, query: unknown): boolean {
  if (!isRecord(query)) return false
  let usesRegex = false
  for (const [key, condition] of Object.entries(query)) {
    if (key.startsWith('$')) {
      // $and / $or / $nor hold queries, $not holds one.
      for (const part of Array.isArray(condition) ? condition : [condition]) {
        usesRegex = addPaths(node, part) || usesRegex
      }
      continue
    }
    let at = node
    for (const segment of parsePath(key)) {
      let child = at.children.get(segment)
      if (!child) {
        child = { end: false, children: new Map() }
        at.children.set(segment, child)
      }
      at = child
    }
    at.end = true
    usesRegex = usesRegex || JSON.stringify(condition ?? null).includes('"$regex"')
  }
  return usesRegex
}

function project(value: unknown, node: PathNode): unknown {
  // A path ending here keeps the whole value; an array keeps all of it too, since a path
  // reaches into every element and a numeric segment may also pick one by index.
  if (node.end || !isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of node.children) {
    if (Object.hasOwn(value, key)) out[key] = project(value[key], child)
  }
  return out
}

/** What {@link planQueryProjection} found out about a query. */
export interface QueryProjection {
  /** The query has a `$regex` somewhere (matching it is sent off the main thread). */
  usesRegex: boolean
  /** The part of a document the query can read: the same match result, fewer bytes to copy. */
  project(doc: unknown): unknown
}

/**
 * Plans how to cut documents down to the fields a compiled query reads (its dotted paths,
 * through `$and`, `$or`, `$nor` and `$not`), so that matching them in a worker thread copies
 * only those. Call after `compileQuery` accepted the query (paths are parsed again here).
 * @example planQueryProjection({ 'data.title': { $regex: '^a' } }).project(entry) // { data: { title } }
 */
export function planQueryProjection(query: Record<string, unknown>): QueryProjection {
  const root: PathNode = { end: false, children: new Map() }
  const usesRegex = addPaths(root, query)
  return { usesRegex, project: (doc) => project(doc, root) }
}
