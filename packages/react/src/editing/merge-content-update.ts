import { normalizeEntry } from '@tessera/core'
import type { Entry } from '@tessera/core'

/**
 * The content after a `builder.contentUpdate`: the update's fields over the current content,
 * its `data` merged over the current `data`, its `meta` over the current `meta` (keeping the
 * current breakpoints unless the update has its own). `blocksString` is parsed.
 */
export function mergeContentUpdate(current: Entry | null, update: Partial<Entry>): Entry {
  const base: Partial<Entry> = current ?? {}
  const merged: Entry = {
    ...base,
    ...update,
    id: typeof update.id === 'string' ? update.id : (base.id ?? ''),
    data: { ...base.data, ...update.data },
    meta: {
      ...base.meta,
      ...update.meta,
      breakpoints: update.meta?.breakpoints ?? base.meta?.breakpoints,
    },
  }
  if (merged.meta?.breakpoints === undefined) delete merged.meta?.breakpoints
  return normalizeEntry(merged).entry
}
