import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../migrations/run-migrations.ts'
import { createSqliteStore, sqlitePragmas } from './create-sqlite-store.ts'

describe('createSqliteStore', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-sqlite-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('creates the parent folders and keeps the data across reopening', async () => {
    const filename = join(tempDir(), 'nested', 'deeper', 'tessera.db')
    const first = createSqliteStore({ filename })
    await first.migrate()
    const space = await first.createSpace({ name: 'Kept' })
    await first.close()
    expect(existsSync(filename)).toBe(true)

    const second = createSqliteStore({ filename })
    await second.migrate()
    expect(await second.listSpaces()).toEqual([space])
    await second.close()
  })

  it('uses the WAL journal and records each migration once', async () => {
    const filename = join(tempDir(), 'wal.db')
    const store = createSqliteStore({ filename })
    await store.migrate()
    await store.migrate()
    await store.close()
    const raw = new Sqlite(filename, { readonly: true })
    try {
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(raw.prepare('select name from tessera_migrations').all()).toEqual(
        MIGRATIONS.map((migration) => ({ name: migration.name })),
      )
    } finally {
      raw.close()
    }
  })

  it('closes only once', async () => {
    const store = createSqliteStore({ filename: ':memory:' })
    await Promise.all([store.close(), store.close()])
    await expect(store.close()).resolves.toBeUndefined()
  })

  it('hands errors thrown by listeners to onError', async () => {
    const errors: unknown[] = []
    const store = createSqliteStore({ filename: ':memory:', onError: (e) => errors.push(e) })
    await store.migrate()
    const failure = new Error('listener failure')
    store.onChange(() => {
      throw failure
    })
    const { id } = await store.createSpace({ name: 'S' })
    await store.upsertModel({ spaceId: id, name: 'page', kind: 'page' })
    expect(errors).toEqual([failure])
    await store.close()
  })

  it('syncs every commit (synchronous FULL) unless told normal', () => {
    expect(sqlitePragmas('full')).toContain('synchronous = FULL')
    expect(sqlitePragmas('normal')).toContain('synchronous = NORMAL')
    const raw = new Sqlite(':memory:')
    for (const pragma of sqlitePragmas('full')) raw.pragma(pragma)
    // 2 = FULL, 1 = NORMAL
    expect(raw.pragma('synchronous', { simple: true })).toBe(2)
    raw.close()
  })
})
