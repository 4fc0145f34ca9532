import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/** The first schema: spaces, keys, models, entries with their path index and revisions, events, submissions, assets. */
export const initialMigration: Migration = {
  name: '001-initial',
  async up(db: Kysely<unknown>, kind: StoreKind): Promise<void> {
    const bytes = kind === 'postgres' ? 'bytea' : 'blob'
    const schema = db.schema

    await schema
      .createTable('spaces')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()

    await schema
      .createTable('api_keys')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) =>
        col.notNull().references('spaces.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
    await schema.createIndex('api_keys_space').on('api_keys').column('space_id').execute()

    await schema
      .createTable('models')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('fields', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('models_pk', ['space_id', 'name'])
      .execute()

    await schema
      .createTable('entries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('latest', 'text', (col) => col.notNull())
      .addColumn('published', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('first_published_at', 'bigint')
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
      .addColumn('entry_id', 'text', (col) =>
        col.notNull().references('entries.id').onDelete('cascade'),
      )
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('url_path', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('entry_paths_pk', ['entry_id', 'version', 'url_path'])
      .execute()
    // Covers findCandidates: the lookup by path never touches the table itself.
    await schema
      .createIndex('entry_paths_lookup')
      .on('entry_paths')
      .columns(['space_id', 'model', 'version', 'url_path', 'entry_id'])
      .execute()

    await schema
      .createTable('revisions')
      .addColumn('entry_id', 'text', (col) =>
        col.notNull().references('entries.id').onDelete('cascade'),
      )
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('revisions_pk', ['entry_id', 'revision'])
      .execute()

    await schema
      .createTable('events')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('content_id', 'text')
      .addColumn('variation_id', 'text')
      .addColumn('amount', 'double precision')
      .addColumn('session_id', 'text')
      .addColumn('visitor_id', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .execute()
    await schema
      .createIndex('events_space_created')
      .on('events')
      .columns(['space_id', 'created_at'])
      .execute()

    await schema
      .createTable('submissions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('form_name', 'text', (col) => col.notNull())
      .addColumn('to_address', 'text')
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('files', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
    await schema
      .createIndex('submissions_space_created')
      .on('submissions')
      .columns(['space_id', 'created_at'])
      .execute()

    await schema
      .createTable('assets')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('filename', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size', 'bigint', (col) => col.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('bytes', bytes, (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()

    await schema
      .createTable('image_variants')
      .addColumn('asset_id', 'text', (col) =>
        col.notNull().references('assets.id').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('format', 'text', (col) => col.notNull())
      .addColumn('bytes', bytes, (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('image_variants_pk', ['asset_id', 'width', 'format'])
      .execute()
  },
}
