import { ValidationError } from '@tessera/core'
import { createPostgresStore } from './postgres/create-postgres-store.ts'
import { createSqliteStore } from './sqlite/create-sqlite-store.ts'
import type { ContentStore } from './types.ts'

export interface OpenStoreOptions {
  /** Clock (epoch ms) for stored timestamps. Default `Date.now`. */
  now?: () => number
  /** Receives background errors (connections, change listeners). Default: ignored. */
  onError?: (error: unknown) => void
  /** SQLite only: its `synchronous` setting (see `createSqliteStore`). Default `full`. */
  synchronous?: 'normal' | 'full'
}

/**
 * Opens the store named by `DATABASE_URL`: a `postgres://` or `postgresql://` URL is
 * PostgreSQL; anything else is the path of a SQLite file (`:memory:` for a throw-away one).
 * Does not migrate: call `migrate()` next.
 * @example
 * const store = await openStore('./data/tessera.db')
 * await store.migrate()
 */
export async function openStore(
  databaseUrl: string,
  options: OpenStoreOptions = {},
): Promise<ContentStore> {
  if (databaseUrl.trim() === '') {
    throw new ValidationError('DATABASE_URL is empty: give a SQLite file path or a postgres:// URL')
  }
  const { synchronous, ...common } = options
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    return createPostgresStore({ connectionString: databaseUrl, ...common })
  }
  return createSqliteStore({
    filename: databaseUrl,
    ...common,
    ...(synchronous ? { synchronous } : {}),
  })
}
