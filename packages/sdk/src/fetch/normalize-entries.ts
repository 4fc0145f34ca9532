import { LOG_PREFIX, normalizeEntry } from '@tessera/core'
import type { Entry } from '@tessera/core'

/**
 * Normalises a list of entries from a response (`blocksString` → `blocks`). Problems are
 * reported once each with `console.warn` and never stop the content from being returned;
 * items that are not objects are left out (also with a warning).
 */
export function normalizeEntries(items: readonly unknown[], url: string): Entry[] {
  const entries: Entry[] = []
  for (const [index, item] of items.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      console.warn(`${LOG_PREFIX}Skipped result ${index} of ${url}: expected an entry object`)
      continue
    }
    const { entry, errors } = normalizeEntry(item as Entry)
    for (const error of errors) console.warn(`${LOG_PREFIX}${error.message}`, error)
    entries.push(entry)
  }
  return entries
}
