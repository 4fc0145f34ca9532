import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/** `settings`: values every instance on the database shares (the preview secret). */
export const settingsMigration: Migration = {
  name: '004-settings',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .createTable('settings')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
  },
}
