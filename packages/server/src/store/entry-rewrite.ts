import type { Entry } from '@tessera/core'
import { ValidationError } from '@tessera/core'
import type { Transaction } from 'kysely'
import { entryPathRows } from './entry-body.ts'
import { toEntryRecord } from './entry-queries.ts'
import { ConflictError, NotFoundError } from './errors.ts'
import type { Database } from './schema.ts'
import type { EntryRecord, EntryRefArgs } from './types.ts'

/**
 * The steps shared by entry writes: loading the entry a write is about, and replacing its
 * bodies as the next revision.
 * @module
 */

/** A transaction of the store's database. */
export type Trx = Transaction<Database>

/** The ConflictError of a write based on revision `expected` while the entry is at `current`. */
export function staleRevision(id: string, current: number, expected: number): ConflictError {
  return new ConflictError(
    `Entry ${id} is at revision ${current}, not ${expected}: reload it and apply the change again`,
    current,
  )
}

/** Rejects a body that is not a plain object (ValidationError). */
export function checkBody(body: unknown): asserts body is Entry {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError('An entry body must be an object')
  }
}

/** Loads the entry a write is about; NotFoundError or ConflictError (stale revision) otherwise. */
export async function loadForWrite(trx: Trx, args: EntryRefArgs): Promise<EntryRecord> {
  const row = await trx
    .selectFrom('entries')
    .selectAll()
    .where('id', '=', args.id)
    .where('space_id', '=', args.spaceId)
    .where('model', '=', args.model)
    .executeTakeFirst()
  if (!row) throw new NotFoundError(`Entry ${args.id} not found in model ${args.model}`)
  if (args.expectedRevision !== undefined && row.revision !== args.expectedRevision) {
    throw staleRevision(args.id, row.revision, args.expectedRevision)
  }
  return toEntryRecord(row)
}

/** Writes the path index rows of `record`, first dropping its old ones when `replace`. */
export async function writePaths(trx: Trx, record: EntryRecord, replace: boolean): Promise<void> {
  if (replace) {
    await trx
      .deleteFrom('entry_paths')
      .where('space_id', '=', record.spaceId)
      .where('entry_id', '=', record.id)
      .execute()
  }
  await trx.insertInto('entry_paths').values(entryPathRows(record)).execute()
}

/**
 * Replaces the bodies of `current` and bumps its revision: the previous latest body goes to
 * the revisions table and the path index is rebuilt. The update is conditional on the revision
 * read, so a concurrent writer that got there first makes this one a ConflictError.
 */
export async function rewrite(
  trx: Trx,
  current: EntryRecord,
  next: Pick<EntryRecord, 'latest' | 'published' | 'updatedAt' | 'firstPublishedAt'>,
): Promise<EntryRecord> {
  const record: EntryRecord = { ...current, ...next, revision: current.revision + 1 }
  const result = await trx
    .updateTable('entries')
    .set({
      name: typeof record.latest.name === 'string' ? record.latest.name : '',
      revision: record.revision,
      latest: JSON.stringify(record.latest),
      published: record.published === null ? null : JSON.stringify(record.published),
      updated_at: record.updatedAt,
      first_published_at: record.firstPublishedAt,
    })
    .where('space_id', '=', current.spaceId)
    .where('id', '=', current.id)
    .where('revision', '=', current.revision)
    .executeTakeFirst()
  if (result.numUpdatedRows !== 1n) {
    const now = await trx
      .selectFrom('entries')
      .select('revision')
      .where('space_id', '=', current.spaceId)
      .where('id', '=', current.id)
      .executeTakeFirst()
    if (!now) throw new NotFoundError(`Entry ${current.id} not found in model ${current.model}`)
    throw staleRevision(current.id, now.revision, current.revision)
  }
  await trx
    .insertInto('revisions')
    .values({
      entry_id: current.id,
      space_id: current.spaceId,
      revision: current.revision,
      body: JSON.stringify(current.latest),
      created_at: current.updatedAt,
    })
    .execute()
  await writePaths(trx, record, true)
  return record
}
