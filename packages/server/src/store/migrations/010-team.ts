import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/**
 * The team: the roles of Builder's users (admin, developer, designer, editor, viewer) and the
 * audit log. The former `editor` role could change any content, code included: it becomes
 * `developer`, so that nobody loses what they could do (an admin narrows roles afterwards).
 */
export const teamMigration: Migration = {
  name: '010-team',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await sql`update users set role = 'developer' where role = 'editor'`.execute(db)
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) =>
        col.notNull().references('spaces.id').onDelete('cascade'),
      )
      .addColumn('at', 'bigint', (col) => col.notNull())
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull())
      .execute()
    await db.schema
      .createIndex('audit_log_space_at')
      .on('audit_log')
      .columns(['space_id', 'at'])
      .execute()
  },
}
