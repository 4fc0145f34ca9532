import { ValidationError } from '@tessera/core'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { createKyselyStore } from '../create-kysely-store.ts'
import type { Database } from '../schema.ts'
import type { ContentStore } from '../types.ts'
import { createPgNotifier } from './pg-notifier.ts'

/** Default size of the connection pool (the LISTEN connection comes on top). */
export const DEFAULT_POOL_SIZE = 10

const INT8_OID = 20
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** int8 (our epoch-ms timestamps, counts) as numbers rather than strings. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

export interface CreatePostgresStoreOptions {
  /** `postgres://user:pass@host:port/db`. */
  connectionString: string
  /**
   * Schema of the tables (lower-case letters, digits, `_`), set as the search_path and created
   * by `migrate()`. Default: the database's search_path (normally `public`). Stores hear the
   * changes of stores on the same schema only.
   */
  schema?: string
  /** Default {@link DEFAULT_POOL_SIZE}. */
  poolSize?: number
  /** `application_name` of the connections (the LISTEN one gets `-listen` appended). Default `tessera`. */
  applicationName?: string
  /** Clock (epoch ms) for stored timestamps. Default `Date.now`. */
  now?: () => number
  /** Receives background errors: idle pool clients, the LISTEN connection, change listeners. Default: ignored. */
  onError?: (error: unknown) => void
  /** First wait before reopening a broken LISTEN connection, in ms (doubling). Default 100. */
  reconnectDelayMs?: number
  /** Liveness check interval of the LISTEN connection, in ms. Default 5000. */
  pingIntervalMs?: number
  /** Safety-net interval after which every cached response is dropped, in ms. Default 60 000. */
  resyncIntervalMs?: number
}

/**
 * A ContentStore on PostgreSQL (pg pool). Resolves once its LISTEN connection is up, so a store
 * hears every change committed after that, by any instance on the same schema. Call
 * `migrate()` before use.
 * @example
 * const store = await createPostgresStore({ connectionString: process.env.DATABASE_URL! })
 * await store.migrate()
 */
export async function createPostgresStore(
  options: CreatePostgresStoreOptions,
): Promise<ContentStore> {
  const { connectionString, schema, poolSize = DEFAULT_POOL_SIZE } = options
  const { applicationName = 'tessera', now, onError = () => {} } = options
  if (connectionString === '')
    throw new ValidationError('A PostgreSQL connection string is required')
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new ValidationError(
      `Invalid schema name "${schema}": use lower-case letters, digits and _, not starting with a digit`,
    )
  }
  const base: pg.ClientConfig = {
    connectionString,
    types,
    application_name: applicationName,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  }
  const pool = new pg.Pool({ ...base, max: poolSize })
  pool.on('error', onError)
  let notifier
  try {
    notifier = await createPgNotifier({
      clientConfig: { ...base, application_name: `${applicationName}-listen` },
      scope: schema ?? '',
      onError,
      reconnectDelayMs: options.reconnectDelayMs,
      pingIntervalMs: options.pingIntervalMs,
      resyncIntervalMs: options.resyncIntervalMs,
    })
  } catch (error) {
    await pool.end()
    throw error
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const createSchema = async () => {
    if (schema === undefined) return
    try {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
    } catch (error) {
      // Two instances creating it at once: one loses the race, and the schema is there.
      const code = (error as { code?: unknown }).code
      if (code !== '23505' && code !== '42P06') throw error
    }
  }
  return createKyselyStore({ db, kind: 'postgres', notifier, now, beforeMigrate: createSchema })
}
