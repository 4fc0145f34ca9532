import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/**
 * Entry ids are unique per space, not across spaces: `entries` is keyed by (space_id, id), and
 * `entry_paths` and `revisions` refer to entries by (space_id, entry_id). The tables are
 * rebuilt (SQLite cannot change a primary key in place): the old ones are renamed, their
 * indexes dropped (index names are per schema), new ones created and filled, the old dropped.
 */
export const idsPerSpaceMigration: Migration = {
  name: '002-ids-per-space',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    const schema = db.schema
    for (const table of ['entries', 'entry_paths', 'revisions']) {
      await schema.alterTable(table).renameTo(`${table}_old`).execute()
    }
    await schema.dropIndex('entries_space_model_updated').execute()
    await schema.dropIndex('entry_paths_lookup').execute()

    await schema
      .createTable('entries')
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('latest', 'text', (col) => col.notNull())
      .addColumn('published', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('first_published_at', 'bigint')
      .addPrimaryKeyConstraint('entries_space_pk', ['space_id', 'id'])
      .execute()
    await schema
      .createIndex('entries_space_model_updated')
      .on('entries')
      .columns(['space_id', 'model', 'updated_at'])
      .execute()

    await schema
      .createTable('entry_paths')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('entry_id', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('url_path', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('entry_paths_space_pk', [
        'space_id',
        'entry_id',
        'version',
        'url_path',
      ])
      .addForeignKeyConstraint(
        'entry_paths_entry',
        ['space_id', 'entry_id'],
        'entries',
        ['space_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute()
    // Covers findCandidates: the lookup by path never touches the table itself.
    await schema
      .createIndex('entry_paths_lookup')
      .on('entry_paths')
      .columns(['space_id', 'model', 'version', 'url_path', 'entry_id'])
      .execute()

    await schema
      .createTable('revisions')
      .addColumn('entry_id', 'text', (col) => col.notNull())
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('revisions_space_pk', ['space_id', 'entry_id', 'revision'])
      .addForeignKeyConstraint(
        'revisions_entry',
        ['space_id', 'entry_id'],
        'entries',
        ['space_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute()

    await sql`insert into entries select id, space_id, model, name, revision, latest, published, created_at, updated_at, first_published_at from entries_old`.execute(
      db,
    )
    await sql`insert into entry_paths select space_id, model, entry_id, version, url_path from entry_paths_old`.execute(
      db,
    )
    await sql`insert into revisions select entry_id, space_id, revision, body, created_at from revisions_old`.execute(
      db,
    )
    for (const table of ['revisions_old', 'entry_paths_old', 'entries_old']) {
      await schema.dropTable(table).execute()
    }
  },
}
