import type { PageEntry } from '../api/pages-api.ts'
import { ROOT } from '../state/doc-types.ts'
import type { Operation } from '../state/doc-types.ts'

/** Fields the service stamps: never restored from a local copy or a revision. */
export const STAMPED_FIELDS: ReadonlySet<string> = new Set([
  'rev',
  'meta',
  'lastUpdated',
  'lastUpdatedBy',
  'createdDate',
  'firstPublished',
])

/**
 * The operations that turn the page as saved into the local copy of unsaved changes (or into
 * a revision): one `set` per top-level field that differs, except the `kept` ones. Applied as
 * an edit, they are one undo step, and autosave saves them like any change.
 */
export function restoreOps(
  saved: PageEntry,
  local: PageEntry,
  kept: ReadonlySet<string> = STAMPED_FIELDS,
): Operation[] {
  const ops: Operation[] = []
  for (const key of new Set([...Object.keys(saved), ...Object.keys(local)])) {
    if (kept.has(key) || JSON.stringify(saved[key]) === JSON.stringify(local[key])) continue
    ops.push({ type: 'set', target: ROOT, path: [key], value: local[key] })
  }
  return ops
}
