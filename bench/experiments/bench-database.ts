/**
 * The database of the experiment report benchmark, on SQLite (a file) or PostgreSQL (a schema of
 * its own): migrated through the store, with a space, its keys, a published page with two
 * variations, and the seeded events (`seed-events.ts`).
 * @module
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresStore, createSqliteStore } from '@tessera/server'
import type { ContentStore } from '@tessera/server'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { createPostgresSchema, postgresSchemaAt } from '../reliability/postgres-schema.ts'
import { keptLocation, readKeptManifest, writeKeptManifest } from './kept-database.ts'
import type { KeptManifest } from './kept-database.ts'
import { seedEvents } from './seed-events.ts'
import type { SeedTimings } from './seed-events.ts'

/** The keys of the benchmark's space. */
export const EXPERIMENT_PUBLIC_KEY = 'bench-exp-public'
export const EXPERIMENT_PRIVATE_KEY = 'bench-exp-private'
/** The page whose test the report reads. */
export const EXPERIMENT_PAGE = 'exp-page'

export type BenchDatabaseKind = 'sqlite' | 'postgres'

/** A seeded benchmark database. */
export interface BenchDatabase {
  kind: BenchDatabaseKind
  /** What `tessera serve -d` takes: the SQLite file or the schema's `postgres://` URL. */
  location: string
  spaceId: string
  seed: SeedTimings
  /** Epoch ms of the first seeded day. */
  firstDay: number
  /** When it was seeded by an earlier run and kept (`keepDir`): that run's manifest. */
  reused?: KeptManifest
  /** Events stored in the space with `created_at >= since` (to count what ingestion wrote). */
  countEventsSince(since: number): Promise<number>
  /** The page's stored events by type (to check the report of a reused database against). */
  countPageEvents(contentId: string): Promise<{
    impressions: number
    clicks: number
    conversions: number
  }>
  /** Removes the file or the schema (nothing when kept). */
  drop(): Promise<void>
}

export interface CreateBenchDatabaseOptions {
  kind: BenchDatabaseKind
  /** Events of the test's page. */
  events: number
  /** The admin URL for PostgreSQL. */
  postgresUrl: string
  /** Now, in epoch ms: the events end a minute before it. */
  now: number
  /**
   * Keep the database in this directory after the run, and reuse it when an earlier run left one
   * of this kind and size (see `kept-database.ts`). Default: a fresh one, removed afterwards.
   */
  keepDir?: string
}

type TypeCounts = { impressions: number; clicks: number; conversions: number }

function typeCounts(rows: Array<{ type: string; n: number | string }>): TypeCounts {
  const of = (type: string) => Number(rows.find((row) => row.type === type)?.n ?? 0)
  return { impressions: of('impression'), clicks: of('click'), conversions: of('conversion') }
}

const COUNT_SINCE = 'select count(*) as n from events where space_id = ? and created_at >= ?'
const COUNT_PAGE =
  'select type, count(*) as n from events where space_id = ? and content_id = ? group by type'

async function setUpSpace(store: ContentStore): Promise<string> {
  await store.migrate()
  const space = await store.createSpace({ name: 'Experiments bench' })
  await store.createApiKey({ spaceId: space.id, kind: 'public', key: EXPERIMENT_PUBLIC_KEY })
  await store.createApiKey({ spaceId: space.id, kind: 'private', key: EXPERIMENT_PRIVATE_KEY })
  await store.upsertModel({ spaceId: space.id, name: 'page', kind: 'page' })
  await store.createEntry({
    spaceId: space.id,
    model: 'page',
    body: {
      id: EXPERIMENT_PAGE,
      name: 'Experiment page',
      published: 'published',
      query: [
        { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: '/' },
      ],
      data: { title: 'Experiment page', blocks: [] },
      variations: {
        a: { id: 'a', name: 'A', testRatio: 1 / 3, data: { title: 'A', blocks: [] } },
        b: { id: 'b', name: 'B', testRatio: 1 / 3, data: { title: 'B', blocks: [] } },
      },
    },
  })
  await store.close()
  return space.id
}

/** Runs `query` on a read-only connection to the SQLite file. */
function readSqlite<T>(filename: string, query: string, ...params: unknown[]): T[] {
  const reader = new Sqlite(filename, { readonly: true })
  try {
    return reader.prepare(query).all(...params) as T[]
  } finally {
    reader.close()
  }
}

/** Runs `query` (with `?` placeholders) on a new connection to `url`. */
async function readPostgres<T>(url: string, query: string, ...params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    let n = 0
    const text = query.replaceAll('?', () => `$${++n}`)
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/**
 * Creates, migrates and seeds the database, timing the seeding (events, then rollups); with
 * `keepDir`, reuses the one an earlier run seeded and kept there instead.
 */
export async function createBenchDatabase(
  options: CreateBenchDatabaseOptions,
): Promise<BenchDatabase> {
  const { kind, events, keepDir } = options
  const kept = keepDir === undefined ? undefined : keptLocation(keepDir, kind, events)
  if (keepDir !== undefined) mkdirSync(keepDir, { recursive: true })
  const reused = kept && readKeptManifest(kept.manifest, kind, events)
  const day = 86_400_000
  const firstDay = reused?.firstDay ?? (Math.floor(options.now / day) - 29) * day
  const seedOptions = (spaceId: string) => ({
    spaceId,
    contentId: EXPERIMENT_PAGE,
    events,
    firstDay,
    spanMs: options.now - 60_000 - firstDay,
  })
  const remember = (spaceId: string, seed: SeedTimings): void => {
    if (!kept) return
    const seededAt = new Date().toISOString()
    writeKeptManifest(kept.manifest, { kind, events, spaceId, firstDay, seed, seededAt })
  }
  const common = { firstDay, ...(reused ? { reused } : {}) }
  if (kind === 'sqlite') {
    const dir = kept ? undefined : mkdtempSync(join(tmpdir(), 'tessera-exp-bench-'))
    const filename = kept?.sqliteFile ?? join(dir as string, 'experiments.db')
    let spaceId = reused?.spaceId
    let seed = reused?.seed
    if (!spaceId || !seed || !existsSync(filename)) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${filename}${suffix}`, { force: true })
      spaceId = await setUpSpace(createSqliteStore({ filename }))
      const database = new Sqlite(filename)
      database.pragma('journal_mode = WAL')
      // Seeding only: a larger page cache for the bulk insert and the back-fill's grouping.
      database.pragma('cache_size = -262144')
      const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) })
      seed = await seedEvents(db, 'sqlite', seedOptions(spaceId))
      await db.destroy()
      remember(spaceId, seed)
    }
    const space = spaceId
    return {
      kind,
      location: filename,
      spaceId: space,
      seed,
      ...common,
      countEventsSince: async (since) =>
        readSqlite<{ n: number }>(filename, COUNT_SINCE, space, since)[0]?.n ?? 0,
      countPageEvents: async (contentId) =>
        typeCounts(readSqlite(filename, COUNT_PAGE, space, contentId)),
      drop: async () => {
        if (dir) rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const schema = kept
    ? postgresSchemaAt(options.postgresUrl, kept.postgresSchema)
    : await createPostgresSchema(options.postgresUrl)
  try {
    let spaceId = reused?.spaceId
    let seed = reused?.seed
    if (!spaceId || !seed) {
      if (kept) {
        await schema.drop()
        await createPostgresSchema(options.postgresUrl, schema.name)
      }
      spaceId = await setUpSpace(
        await createPostgresStore({ connectionString: options.postgresUrl, schema: schema.name }),
      )
      const pool = new pg.Pool({ connectionString: schema.url(), max: 1 })
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
      // Seeding only (this one connection): room for the back-fill's grouping in memory.
      await sql`set work_mem = '256MB'`.execute(db)
      seed = await seedEvents(db, 'postgres', seedOptions(spaceId))
      // What autovacuum does after a bulk load, done now rather than some minutes later.
      await sql`analyze`.execute(db)
      await db.destroy()
      remember(spaceId, seed)
    }
    const space = spaceId
    return {
      kind,
      location: schema.url({ application_name: 'tessera-exp-bench' }),
      spaceId: space,
      seed,
      ...common,
      countEventsSince: async (since) =>
        Number((await readPostgres<{ n: string }>(schema.url(), COUNT_SINCE, space, since))[0]?.n),
      countPageEvents: async (contentId) =>
        typeCounts(await readPostgres(schema.url(), COUNT_PAGE, space, contentId)),
      drop: async () => {
        if (!kept) await schema.drop()
      },
    }
  } catch (error) {
    if (!kept) await schema.drop()
    throw error
  }
}
