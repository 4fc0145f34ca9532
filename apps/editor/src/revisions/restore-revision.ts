import type { PageEntry } from '../api/pages-api.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { restoreOps, STAMPED_FIELDS } from '../save/restore-ops.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'

/**
 * Fields a restore leaves as they are: those the service stamps, and the page's state
 * (published or not, its schedule), which Publish and Schedule change, not the content.
 */
const KEPT = new Set([...STAMPED_FIELDS, 'id', 'published', 'startDate', 'endDate'])

/** The operations that turn the open page's content into the revision's: one `set` per field. */
export function revisionRestoreOps(current: JsonObject, revision: PageEntry): Operation[] {
  return restoreOps(current as PageEntry, revision, KEPT)
}

/**
 * Restores a revision's content into the open page as ONE edit: one undo brings the current
 * content back, and autosave saves it like any change (based on the revision it has, so a save
 * by someone else meanwhile is a 409 handled as usual). Returns whether anything changed.
 */
export function restoreRevision(
  store: DocumentStore,
  revision: PageEntry,
  number: number,
): boolean {
  const ops = revisionRestoreOps(store.toEntry(), revision)
  store.dispatch(ops, { label: `Restore revision ${number}` })
  return ops.length > 0
}
