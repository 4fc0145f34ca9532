import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Database } from '../schema.ts'
import type { Migration } from './migration.ts'
import { MIGRATIONS, runMigrations } from './run-migrations.ts'

function memoryDb(): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) })
}

describe('runMigrations', () => {
  it('applies pending migrations in name order, once', async () => {
    const db = memoryDb()
    const order: string[] = []
    const step = (name: string): Migration => ({
      name,
      async up(trx) {
        order.push(name)
        await sql`create table ${sql.id(`t_${name}`)} (x integer)`.execute(trx)
      },
    })
    const migrations = [step('002-b'), step('001-a')]
    expect(await runMigrations({ db, kind: 'sqlite', migrations, now: () => 7 })).toEqual([
      '001-a',
      '002-b',
    ])
    expect(await runMigrations({ db, kind: 'sqlite', migrations })).toEqual([])
    expect(
      await runMigrations({ db, kind: 'sqlite', migrations: [...migrations, step('003-c')] }),
    ).toEqual(['003-c'])
    expect(order).toEqual(['001-a', '002-b', '003-c'])
    const applied = await db.selectFrom('tessera_migrations').selectAll().orderBy('name').execute()
    expect(applied[0]).toEqual({ name: '001-a', applied_at: 7 })
    await db.destroy()
  })

  it('rolls everything back when a migration fails', async () => {
    const db = memoryDb()
    const failing: Migration = {
      name: '002-broken',
      async up(trx) {
        await sql`create table half_done (x integer)`.execute(trx)
        throw new Error('broken migration')
      },
    }
    await expect(
      runMigrations({ db, kind: 'sqlite', migrations: [...MIGRATIONS, failing] }),
    ).rejects.toThrow('broken migration')
    const tables = await sql<{
      name: string
    }>`select name from sqlite_master where type = 'table'`.execute(db)
    expect(tables.rows).toEqual([])
    await db.destroy()
  })
})
