import type { Entry } from '@tessera/core'
import type { Kysely } from 'kysely'
import { WILDCARD_PATH } from './entry-body.ts'
import type { Database, EntriesTable, RevisionsTable } from './schema.ts'
import { NO_LIMIT, checkPage, parseStoredJson } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore, EntryRecord, FindCandidatesArgs, RevisionRecord } from './types.ts'

/** An `entries` row as an EntryRecord (bodies parsed). */
export function toEntryRecord(row: EntriesTable): EntryRecord {
  return {
    id: row.id,
    spaceId: row.space_id,
    model: row.model,
    revision: row.revision,
    latest: parseStoredJson<Entry>(row.latest, `body of entry ${row.id}`, row.id),
    published:
      row.published === null
        ? null
        : parseStoredJson<Entry>(row.published, `published body of entry ${row.id}`, row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    firstPublishedAt: row.first_published_at,
  }
}

function toRevisionRecord(row: RevisionsTable): RevisionRecord {
  return {
    entryId: row.entry_id,
    revision: row.revision,
    body: parseStoredJson<Entry>(row.body, `revision ${row.revision} of entry ${row.entry_id}`),
    createdAt: row.created_at,
  }
}

/**
 * The query behind `findCandidates`, exported so tests can check its plan. With a `urlPath`,
 * the entries are found through the `entry_paths_lookup` index (`url_path IN (path, '*')`) and
 * then by primary key: the cost grows with the number of candidates, not of entries.
 */
export function findCandidatesQuery(db: Kysely<Database>, args: FindCandidatesArgs) {
  const { spaceId, model, version, urlPath } = args
  let query = db.selectFrom('entries').selectAll()
  if (urlPath === undefined) {
    query = query.where('space_id', '=', spaceId).where('model', '=', model)
  } else {
    // The path rows carry the space and model: entries are probed by their key (space, id);
    // filtering them on the model too would tempt the planner into walking every entry of it.
    query = query
      .where('space_id', '=', spaceId)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('entry_paths')
          .select('entry_id')
          .where('space_id', '=', spaceId)
          .where('model', '=', model)
          .where('version', '=', version)
          .where('url_path', 'in', [urlPath, WILDCARD_PATH]),
      )
  }
  if (version === 'published') query = query.where('published', 'is not', null)
  return query
}

/** Newest first, then by id: the order of listings. */
function byUpdatedDesc(a: EntryRecord, b: EntryRecord): number {
  return b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Reading entries and their revisions. */
export function entryQueries(
  ctx: StoreContext,
): Pick<
  ContentStore,
  'getEntry' | 'listEntries' | 'findCandidates' | 'listRevisions' | 'getRevision'
> {
  const { db } = ctx
  return {
    async getEntry(args) {
      let query = db
        .selectFrom('entries')
        .selectAll()
        .where('id', '=', args.id)
        .where('space_id', '=', args.spaceId)
      if (args.model !== undefined) query = query.where('model', '=', args.model)
      const row = await query.executeTakeFirst()
      return row && toEntryRecord(row)
    },

    async listEntries(args) {
      checkPage(args.limit, args.offset)
      let query = db
        .selectFrom('entries')
        .selectAll()
        .where('space_id', '=', args.spaceId)
        .where('model', '=', args.model)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
      if (args.version === 'published') query = query.where('published', 'is not', null)
      if (args.limit !== undefined || args.offset !== undefined) {
        query = query.limit(args.limit ?? NO_LIMIT).offset(args.offset ?? 0)
      }
      return (await query.execute()).map(toEntryRecord)
    },

    async findCandidates(args) {
      // Sorted here rather than in SQL, so the planner has no reason to walk the entries by date.
      const rows = await findCandidatesQuery(db, args).execute()
      return rows.map(toEntryRecord).sort(byUpdatedDesc)
    },

    async listRevisions(args) {
      let query = db
        .selectFrom('revisions')
        .selectAll()
        .where('entry_id', '=', args.entryId)
        .where('space_id', '=', args.spaceId)
        .orderBy('revision', 'desc')
      // SQLite takes OFFSET only after a LIMIT.
      if (args.limit !== undefined) query = query.limit(args.limit).offset(args.offset ?? 0)
      const rows = await query.execute()
      return rows.map(toRevisionRecord)
    },

    async getRevision(args) {
      const row = await db
        .selectFrom('revisions')
        .selectAll()
        .where('entry_id', '=', args.entryId)
        .where('space_id', '=', args.spaceId)
        .where('revision', '=', args.revision)
        .executeTakeFirst()
      return row && toRevisionRecord(row)
    },
  }
}
