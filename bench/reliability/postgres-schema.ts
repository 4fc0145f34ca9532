/**
 * A fresh PostgreSQL schema per scenario, as the end-to-end tests isolate themselves: the CLI has
 * no schema option, so its `DATABASE_URL` selects the schema through libpq's
 * `options=-c search_path=<schema>` (the service creates its tables in the first schema of the
 * search path).
 * @module
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** Where the bench looks for PostgreSQL: `TEST_DATABASE_URL`, else a local `test` database. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

/** A schema of its own on the database at `adminUrl`; `drop()` removes it and its tables. */
export interface PostgresSchema {
  name: string
  /** A `DATABASE_URL` for the service, on this schema, with `params` added (`application_name`…). */
  url(params?: Record<string, string>): string
  drop(): Promise<void>
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an invalid URL)'
  }
}

/** Runs `work` on a new connection to `url`, closed afterwards (2 s to connect). */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Why PostgreSQL at `url` cannot be used (`undefined` when it answers). */
export async function postgresProblem(url: string): Promise<string | undefined> {
  try {
    await withClient(url, (client) => client.query('select 1'))
    return undefined
  } catch (error: unknown) {
    return error instanceof Error ? error.message || error.name : String(error)
  }
}

/** The schema `name` on the database at `adminUrl` (created or not). */
export function postgresSchemaAt(adminUrl: string, name: string): PostgresSchema {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain schema name: "${name}"`)
  return {
    name,
    url(params = {}) {
      const url = new URL(adminUrl)
      url.searchParams.set('options', `-c search_path=${name}`)
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      return url.toString()
    },
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop schema if exists ${name} cascade`)).then(
        () => undefined,
      ),
  }
}

/** Creates the schema `name` (default `reliability_<random>`) on the database at `adminUrl`. */
export async function createPostgresSchema(
  adminUrl: string,
  name = `reliability_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
): Promise<PostgresSchema> {
  const schema = postgresSchemaAt(adminUrl, name)
  await withClient(adminUrl, (client) => client.query(`create schema ${name}`))
  return schema
}
