import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, SetOp } from '../state/doc-types.ts'

type QueryRule = { property?: unknown; operator?: unknown; value?: unknown; [key: string]: unknown }

/** Why a URL path cannot be a page's path, or `undefined` when it can. */
export function pagePathError(path: string): string | undefined {
  if (!path.startsWith('/')) return 'A URL path starts with /'
  if (/[\s?#]/.test(path)) return 'A URL path has no spaces, ? or #'
  if (path.length > 1 && path.endsWith('/')) return 'A URL path does not end with /'
  return undefined
}

/**
 * The operations that move a page to `path`: `data.url`, and the value of its `urlPath is`
 * targeting rule (added when it has none), the rest of its targeting kept. Throws for a path
 * {@link pagePathError} refuses.
 */
export function pagePathOps(root: JsonObject, path: string): SetOp[] {
  const error = pagePathError(path)
  if (error) throw new Error(error)
  const query = Array.isArray(root.query) ? (root.query as QueryRule[]) : []
  const at = query.findIndex((rule) => rule.property === 'urlPath' && rule.operator === 'is')
  const next =
    at === -1
      ? [
          ...query,
          { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: path },
        ]
      : query.map((rule, index) => (index === at ? { ...rule, value: path } : rule))
  return [
    { type: 'set', target: ROOT, path: ['data', 'url'], value: path },
    { type: 'set', target: ROOT, path: ['query'], value: next },
  ]
}

/** The operation that sets a page's title or description (cleared when blank). */
export function pageTextOp(field: 'title' | 'description', value: string): SetOp {
  return {
    type: 'set',
    target: ROOT,
    path: ['data', field],
    value: value === '' ? undefined : value,
  }
}
