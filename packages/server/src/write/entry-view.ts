import type { Entry } from '@tessera/core'
import type { EntryRecord } from '../store/types.ts'

/** What the write API adds to an entry it returns, under `meta.tessera`. */
export interface TesseraEntryInfo {
  /** The current revision (also the body's `rev`, as a string); send it back as `If-Match`. */
  revision: number
  /** The model the entry belongs to. */
  model: string
  /** Whether a published body exists (the content API serves it). */
  hasPublished: boolean
  /** The revision of the published body, when there is one. */
  publishedRevision?: number
}

/**
 * An entry as the write API returns it: its latest body (drafts included; `published` is its
 * status, `rev` its revision) with {@link TesseraEntryInfo} under `meta.tessera`. The
 * `meta.tessera` of a body sent back is dropped on write.
 */
export function toEntryView(record: EntryRecord): Entry {
  const info: TesseraEntryInfo = {
    revision: record.revision,
    model: record.model,
    hasPublished: record.published !== null,
  }
  const publishedRevision = Number(record.published?.rev)
  if (Number.isSafeInteger(publishedRevision)) info.publishedRevision = publishedRevision
  return { ...record.latest, meta: { ...record.latest.meta, tessera: info } }
}
