import { getIndexableUrlPaths } from '@tessera/core/targeting'
import type { Entry, PublishedState } from '@tessera/core'
import type { EntryPathsTable } from './schema.ts'

/** The `url_path` of an entry without an `urlPath is` rule: it is a candidate for every path. */
export const WILDCARD_PATH = '*'

export interface BodyStamp {
  id: string
  revision: number
  status: PublishedState
  createdAt: number
  updatedAt: number
  firstPublishedAt: number | null
}

/**
 * The body as stored: the caller's body with the fields the store owns set from the record
 * (`id`, `published`, `createdDate`, `lastUpdated`, `firstPublished`, and `rev`, the revision
 * as a string).
 */
export function stampBody(body: Entry, stamp: BodyStamp): Entry {
  const stamped: Entry = {
    ...body,
    id: stamp.id,
    published: stamp.status,
    createdDate: stamp.createdAt,
    lastUpdated: stamp.updatedAt,
    rev: String(stamp.revision),
  }
  if (stamp.firstPublishedAt === null) delete stamped.firstPublished
  else stamped.firstPublished = stamp.firstPublishedAt
  return stamped
}

/**
 * The status of a latest body that is not being published: `archived` when the caller says so,
 * `draft` otherwise (a published body, if any, is then older than the latest one).
 */
export function unpublishedStatus(body: Entry): PublishedState {
  return body.published === 'archived' ? 'archived' : 'draft'
}

export interface EntryPathSource {
  id: string
  spaceId: string
  model: string
  latest: Entry
  published: Entry | null
}

/** The path index rows of an entry: its indexable paths per version, or the wildcard. */
export function entryPathRows(entry: EntryPathSource): EntryPathsTable[] {
  const versions = [['latest', entry.latest] as const]
  const rows: EntryPathsTable[] = []
  const bodies = entry.published ? [...versions, ['published', entry.published] as const] : versions
  for (const [version, body] of bodies) {
    const paths = getIndexableUrlPaths(body)
    for (const urlPath of paths.length === 0 ? [WILDCARD_PATH] : paths) {
      rows.push({
        space_id: entry.spaceId,
        model: entry.model,
        entry_id: entry.id,
        version,
        url_path: urlPath,
      })
    }
  }
  return rows
}
