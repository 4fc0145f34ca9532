import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A database for one run of the content service, removed by `dispose()`. */
export interface TestDatabase {
  /** `sqlite` or `postgres`: names artifacts and describe blocks. */
  kind: 'sqlite' | 'postgres'
  /** What `tessera serve --database` takes. */
  url: string
  dispose(): Promise<void>
}

/** A SQLite file in a new temporary folder. */
export async function sqliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'))
  return {
    kind: 'sqlite',
    url: join(dir, 'tessera.db'),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * A new schema `e2e_<random>` on the PostgreSQL database at `adminUrl` (TEST_DATABASE_URL), as
 * the server's own PostgreSQL tests isolate themselves. The CLI has no schema option, so the
 * URL selects it through libpq's `options=-c search_path=…` (the service creates its tables
 * in the first schema of the search path). `dispose()` drops the schema.
 */
export async function postgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const schema = `e2e_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  await withClient(adminUrl, (client) => client.query(`create schema ${schema}`))
  const url = new URL(adminUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    kind: 'postgres',
    url: url.toString(),
    dispose: async () => {
      await withClient(adminUrl, (client) =>
        client.query(`drop schema if exists ${schema} cascade`),
      )
    },
  }
}
