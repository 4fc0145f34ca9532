import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database, StoreKind } from '../schema.ts'
import { initialMigration } from './001-initial.ts'
import { idsPerSpaceMigration } from './002-ids-per-space.ts'
import { submissionBytesMigration } from './003-submission-bytes.ts'
import { settingsMigration } from './004-settings.ts'
import { accountsMigration } from './005-accounts.ts'
import { eventsByContentMigration } from './006-events-by-content.ts'
import { experimentRollupsMigration } from './007-experiment-rollups.ts'
import { assetLibraryMigration } from './009-asset-library.ts'
import { teamMigration } from './010-team.ts'
import type { Migration } from './migration.ts'

/** Every migration, in the order they apply. Append new ones; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  initialMigration,
  idsPerSpaceMigration,
  submissionBytesMigration,
  settingsMigration,
  accountsMigration,
  eventsByContentMigration,
  experimentRollupsMigration,
  assetLibraryMigration,
  teamMigration,
]

/** Key of the PostgreSQL advisory lock that serialises migrations of concurrent instances. */
const MIGRATION_LOCK_KEY = 'tessera_migrations'

export interface RunMigrationsOptions {
  db: Kysely<Database>
  kind: StoreKind
  /** Default {@link MIGRATIONS}. */
  migrations?: readonly Migration[]
  /** Clock for `applied_at`. Default `Date.now`. */
  now?: () => number
}

/**
 * Applies the migrations not yet recorded in `tessera_migrations`, all in one transaction, and
 * returns their names. Idempotent; concurrent PostgreSQL instances wait for each other (an
 * advisory lock per schema), so only one applies each migration.
 */
export async function runMigrations(options: RunMigrationsOptions): Promise<string[]> {
  const { db, kind, migrations = MIGRATIONS, now = Date.now } = options
  return db.transaction().execute(async (trx) => {
    if (kind === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${MIGRATION_LOCK_KEY}))`.execute(
        trx,
      )
    }
    await trx.schema
      .createTable('tessera_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('applied_at', 'bigint', (col) => col.notNull())
      .execute()
    const applied = new Set(
      (await trx.selectFrom('tessera_migrations').select('name').execute()).map((row) => row.name),
    )
    const pending = [...migrations]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((migration) => !applied.has(migration.name))
    for (const migration of pending) {
      await migration.up(trx as unknown as Kysely<unknown>, kind)
      await trx
        .insertInto('tessera_migrations')
        .values({ name: migration.name, applied_at: now() })
        .execute()
    }
    return pending.map((migration) => migration.name)
  })
}
