import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ValidationError } from '@tessera/core'
import { afterEach, describe, expect, it } from 'vitest'
import { openStore } from './open-store.ts'

const url = process.env.TEST_DATABASE_URL ?? ''

describe('openStore', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('opens a SQLite file for a path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-open-'))
    dirs.push(dir)
    const store = await openStore(join(dir, 'db.sqlite'))
    expect(store.kind).toBe('sqlite')
    await store.close()
  })

  it('opens an in-memory SQLite database for :memory:', async () => {
    const store = await openStore(':memory:')
    await store.migrate()
    expect(await store.listSpaces()).toEqual([])
    await store.close()
  })

  it('rejects an empty URL', async () => {
    await expect(openStore(' ')).rejects.toThrow(
      new ValidationError('DATABASE_URL is empty: give a SQLite file path or a postgres:// URL'),
    )
  })

  it.skipIf(!url)('opens PostgreSQL for a postgres:// or postgresql:// URL', async () => {
    for (const databaseUrl of [url, url.replace(/^postgres(ql)?:/, 'postgresql:')]) {
      const store = await openStore(databaseUrl)
      expect(store.kind).toBe('postgres')
      await store.close()
    }
  })
})
