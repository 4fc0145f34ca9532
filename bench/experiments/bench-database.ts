/**
 * The database of the experiment report benchmark, on SQLite (a file) or PostgreSQL (a schema of
 * its own): migrated through the store, with a space, its keys, a published page with two
 * variations, and the seeded events (`seed-events.ts`).
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresStore, createSqliteStore } from '@tessera/server'
import type { ContentStore } from '@tessera/server'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { createPostgresSchema } from '../reliability/postgres-schema.ts'
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
  /** Events stored in the space with `created_at >= since` (to count what ingestion wrote). */
  countEventsSince(since: number): Promise<number>
  /** Removes the file or the schema. */
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
}

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

/** Creates, migrates and seeds the database; times the seeding (events, then rollups). */
export async function createBenchDatabase(
  options: CreateBenchDatabaseOptions,
): Promise<BenchDatabase> {
  const day = 86_400_000
  const firstDay = (Math.floor(options.now / day) - 29) * day
  const seedOptions = (spaceId: string) => ({
    spaceId,
    contentId: EXPERIMENT_PAGE,
    events: options.events,
    firstDay,
    spanMs: options.now - 60_000 - firstDay,
  })
  if (options.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-exp-bench-'))
    const filename = join(dir, 'experiments.db')
    const spaceId = await setUpSpace(createSqliteStore({ filename }))
    const database = new Sqlite(filename)
    database.pragma('journal_mode = WAL')
    // Seeding only: a larger page cache for the bulk insert and the back-fill's grouping.
    database.pragma('cache_size = -262144')
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) })
    const seed = await seedEvents(db, 'sqlite', seedOptions(spaceId))
    await db.destroy()
    return {
      kind: 'sqlite',
      location: filename,
      spaceId,
      seed,
      async countEventsSince(since) {
        const reader = new Sqlite(filename, { readonly: true })
        try {
          const row = reader
            .prepare('select count(*) as n from events where space_id = ? and created_at >= ?')
            .get(spaceId, since) as { n: number }
          return row.n
        } finally {
          reader.close()
        }
      },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const schema = await createPostgresSchema(options.postgresUrl)
  try {
    const spaceId = await setUpSpace(
      await createPostgresStore({ connectionString: options.postgresUrl, schema: schema.name }),
    )
    const pool = new pg.Pool({ connectionString: schema.url(), max: 1 })
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
    // Seeding only (this one connection): room for the back-fill's grouping in memory.
    await sql`set work_mem = '256MB'`.execute(db)
    const seed = await seedEvents(db, 'postgres', seedOptions(spaceId))
    // What autovacuum does after a bulk load, done now rather than some minutes later.
    await sql`analyze`.execute(db)
    await db.destroy()
    return {
      kind: 'postgres',
      location: schema.url({ application_name: 'tessera-exp-bench' }),
      spaceId,
      seed,
      async countEventsSince(since) {
        const client = new pg.Client({ connectionString: schema.url() })
        await client.connect()
        try {
          const { rows } = await client.query<{ n: string }>(
            'select count(*) as n from events where space_id = $1 and created_at >= $2',
            [spaceId, since],
          )
          return Number(rows[0]?.n ?? 0)
        } finally {
          await client.end()
        }
      },
      drop: () => schema.drop(),
    }
  } catch (error) {
    await schema.drop()
    throw error
  }
}
