import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createPostgresStore } from './postgres/create-postgres-store.ts'
import { createSqliteStore } from './sqlite/create-sqlite-store.ts'
import type { ContentStore } from './types.ts'

/** A database tests can run on: SQLite in memory always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL'
  /** A migrated, empty store (PostgreSQL: in a fresh schema, dropped by `store.close()`). */
  open(options?: { now?: () => number }): Promise<ContentStore>
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const sqlite: TestDatabase = {
  name: 'SQLite',
  async open(options = {}) {
    const store = createSqliteStore({ filename: ':memory:', ...options })
    await store.migrate()
    return store
  },
}

function postgres(url: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open(options = {}) {
      const schema = `tessera_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
      await adminQuery(url, `create schema ${schema}`)
      const store = await createPostgresStore({ connectionString: url, schema, ...options })
      await store.migrate()
      const close = store.close.bind(store)
      store.close = async () => {
        await close()
        await adminQuery(url, `drop schema if exists ${schema} cascade`)
      }
      return store
    },
  }
}

/** The databases of this run, for `describe.each(TEST_DATABASES.map((db) => [db.name, db]))`. */
export const TEST_DATABASES: readonly TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite]
