import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createPostgresStore } from '../postgres/create-postgres-store.ts'
import type { Database, StoreKind } from '../schema.ts'
import { createSqliteStore } from '../sqlite/create-sqlite-store.ts'
import type { ContentStore } from '../types.ts'
import { initialMigration } from './001-initial.ts'
import { runMigrations } from './run-migrations.ts'

const url = process.env.TEST_DATABASE_URL ?? ''

interface Fixture {
  kind: StoreKind
  db: Kysely<Database>
  open(): Promise<ContentStore>
  drop(): Promise<void>
}

function sqliteFixture(): Fixture {
  const filename = join(mkdtempSync(join(tmpdir(), 'tessera-m002-')), 'old.db')
  const database = new Sqlite(filename)
  database.pragma('foreign_keys = ON')
  return {
    kind: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
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

const fixtures: Array<[string, () => Fixture | Promise<Fixture>]> = [['SQLite', sqliteFixture]]
if (url) fixtures.push(['PostgreSQL', postgresFixture])

describe.each(fixtures)('migration 002-ids-per-space (%s)', (_name, make) => {
  it('keeps the entries, paths and revisions written under 001', async () => {
    const fixture = await make()
    const { db } = fixture
    await runMigrations({ db, kind: fixture.kind, migrations: [initialMigration] })
    const body = (title: string) =>
      JSON.stringify({
        id: 'home',
        query: [{ property: 'urlPath', operator: 'is', value: '/' }],
        data: { title },
      })
    await sql`insert into spaces values ('s1', 'Space', 1)`.execute(db)
    await sql`insert into entries values ('home', 's1', 'page', 'Home', 2, ${body('Two')}, ${body('Two')}, 1, 2, 1)`.execute(
      db,
    )
    await sql`insert into entry_paths values ('s1', 'page', 'home', 'published', '/')`.execute(db)
    await sql`insert into entry_paths values ('s1', 'page', 'home', 'latest', '/')`.execute(db)
    await sql`insert into revisions values ('home', 's1', 1, ${body('One')}, 1)`.execute(db)
    await db.destroy()

    const store = await fixture.open()
    try {
      await store.migrate()
      const entry = await store.getEntry({ spaceId: 's1', id: 'home' })
      expect(entry?.latest.data?.title).toBe('Two')
      const candidates = await store.findCandidates({
        spaceId: 's1',
        model: 'page',
        version: 'published',
        urlPath: '/',
      })
      expect(candidates.map((record) => record.id)).toEqual(['home'])
      const revisions = await store.listRevisions({ spaceId: 's1', entryId: 'home' })
      expect(revisions.map((revision) => revision.body.data?.title)).toEqual(['One'])
      await store.createSpace({ name: 'Other', id: 's2' })
      await store.createEntry({ spaceId: 's2', model: 'page', body: { id: 'home', data: {} } })
      expect(await store.deleteEntry({ spaceId: 's1', model: 'page', id: 'home' })).toBe(true)
      expect(await store.getEntry({ spaceId: 's2', id: 'home' })).toBeDefined()
    } finally {
      await store.close()
      await fixture.drop()
    }
  })
})
