import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/** Editor accounts: users with a role in a space, their sessions, and one-time sign-in links. */
export const accountsMigration: Migration = {
  name: '005-accounts',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('space_id', 'text', (col) =>
        col.notNull().references('spaces.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('csrf_token', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute()
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
    await db.schema
      .createTable('sign_in_links')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute()
  },
}
