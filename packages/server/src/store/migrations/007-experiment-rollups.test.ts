import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../experiment-days.ts'
import { rawExperimentDaily, rawExperimentRows } from '../experiment-raw-reference.test-support.ts'
import { createPostgresStore } from '../postgres/create-postgres-store.ts'
import type { Database, StoreKind } from '../schema.ts'
import { createSqliteStore } from '../sqlite/create-sqlite-store.ts'
import type { ContentStore, StoredEvent } from '../types.ts'
import { MIGRATIONS, runMigrations } from './run-migrations.ts'

const url = process.env.TEST_DATABASE_URL ?? ''
const BASE = 1_704_067_200_000
const DAYS = 5

interface Fixture {
  kind: StoreKind
  db: Kysely<Database>
  open(): Promise<ContentStore>
  drop(): Promise<void>
}

function sqliteFixture(): Fixture {
  const filename = join(mkdtempSync(join(tmpdir(), 'tessera-m007-')), 'old.db')
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(filename) }) }),
    open: async () => createSqliteStore({ filename }),
    drop: async () => {},
  }
}

async function postgresFixture(): Promise<Fixture> {
  const schema = `tessera_m_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = new pg.Pool({ connectionString: url, max: 1 })
  await admin.query(`create schema ${schema}`)
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` })
  return {
    kind: 'postgres',
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    open: () => createPostgresStore({ connectionString: url, schema }),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}

/** Deterministic pseudo-random events over {@link DAYS} days (a small LCG). */
function randomEvents(count: number, seed: number): StoredEvent[] {
  let state = seed
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % n
  }
  return Array.from({ length: count }, () => ({
    spaceId: 's1',
    type: ['impression', 'impression', 'click', 'conversion', 'scroll'][next(5)]!,
    contentId: ['page', 'page', 'other', null][next(4)]!,
    variationId: [null, 'a', 'b'][next(3)]!,
    amount: null,
    sessionId: null,
    visitorId: next(8) === 0 ? null : `v${next(40)}`,
    createdAt: BASE + next(DAYS * DAY_MS),
    data: {},
  }))
}

const fixtures: Array<[string, () => Fixture | Promise<Fixture>]> = [['SQLite', sqliteFixture]]
if (url) fixtures.push(['PostgreSQL', postgresFixture])

describe.each(fixtures)('migration 007-experiment-rollups (%s)', (_name, make) => {
  it('back-fills the rollups from the stored events, and ingestion goes on from them', async () => {
    const fixture = await make()
    const { db } = fixture
    const before = MIGRATIONS.filter((m) => m.name < '007')
    await runMigrations({ db, kind: fixture.kind, migrations: before })
    const old = randomEvents(400, 7)
    await db
      .insertInto('events')
      .values(
        old.map((e) => ({
          space_id: e.spaceId,
          type: e.type,
          content_id: e.contentId,
          variation_id: e.variationId,
          amount: null,
          session_id: null,
          visitor_id: e.visitorId,
          created_at: e.createdAt,
          data: '{}',
        })),
      )
      .execute()
    await db.destroy()

    const store = await fixture.open()
    try {
      await store.migrate()
      const check = async (events: StoredEvent[]) => {
        for (let from = 0; from < DAYS; from += 1) {
          for (let to = from + 1; to <= DAYS; to += 1) {
            const range = { fromDay: BASE / DAY_MS + from, toDay: BASE / DAY_MS + to }
            const args = {
              spaceId: 's1',
              contentId: 'page',
              from: range.fromDay * DAY_MS,
              to: range.toDay * DAY_MS,
            }
            expect(await store.aggregateExperiment(args)).toEqual(
              rawExperimentRows(events, 's1', 'page', range),
            )
            expect(await store.experimentDaily(args)).toEqual(
              rawExperimentDaily(events, 's1', 'page', range),
            )
          }
        }
      }
      await check(old)
      const more = randomEvents(200, 11)
      await store.insertEvents({ events: more })
      await check([...old, ...more])
    } finally {
      await store.close()
      await fixture.drop()
    }
  }, 60_000)
})
