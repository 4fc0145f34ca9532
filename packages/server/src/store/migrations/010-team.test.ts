import { Kysely, SqliteDialect, sql } from 'kysely'
import Sqlite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Database } from '../schema.ts'
import { MIGRATIONS, runMigrations } from './run-migrations.ts'

describe('migration 010-team', () => {
  it('turns the former editors into developers and adds the audit log', async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new Sqlite(':memory:') }),
    })
    const before = MIGRATIONS.filter((migration) => migration.name < '010')
    await runMigrations({ db, kind: 'sqlite', migrations: before })
    await db.insertInto('spaces').values({ id: 's', name: 'S', created_at: 1 }).execute()
    const user = (id: string, role: string) => ({
      id,
      space_id: 's',
      email: `${id}@example.com`,
      name: id,
      role,
      password_hash: null,
      created_at: 1,
    })
    await db
      .insertInto('users')
      .values([user('a', 'admin'), user('e', 'editor'), user('v', 'viewer')])
      .execute()
    expect(await runMigrations({ db, kind: 'sqlite' })).toContain('010-team')
    const roles = await db.selectFrom('users').select(['id', 'role']).orderBy('id').execute()
    expect(roles).toEqual([
      { id: 'a', role: 'admin' },
      { id: 'e', role: 'developer' },
      { id: 'v', role: 'viewer' },
    ])
    const count = await sql<{ n: number }>`select count(*) as n from audit_log`.execute(db)
    expect(count.rows[0]?.n).toBe(0)
    await db.destroy()
  })
})
