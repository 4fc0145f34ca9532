import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSqliteStore } from '@tessera/server'
import { afterEach, describe, expect, it } from 'vitest'
import { seedPages } from './seed-pages.ts'

const dirs: string[] = []

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('seedPages', () => {
  it('creates pages the store finds by their urlPath, and no template left over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-seed-'))
    dirs.push(dir)
    const filename = join(dir, 'seed.db')
    const { spaceId } = await seedPages({ filename, count: 50, apiKey: 'seed-key' })
    const store = createSqliteStore({ filename })
    try {
      expect((await store.findApiKey({ key: 'seed-key' }))?.spaceId).toBe(spaceId)
      const all = await store.listEntries({
        spaceId,
        model: 'page',
        version: 'published',
        limit: 100,
      })
      expect(all).toHaveLength(50)
      const found = await store.findCandidates({
        spaceId,
        model: 'page',
        version: 'published',
        urlPath: '/p/49',
      })
      expect(found.map((record) => record.id)).toEqual(['p-49'])
      expect(found[0]?.published?.data?.title).toBe('Page 49')
      expect(await store.getEntry({ spaceId, id: 'p-zzseedzz' })).toBeUndefined()
      expect(await store.listRevisions({ spaceId, entryId: 'p-7' })).toHaveLength(
        (await store.listRevisions({ spaceId, entryId: 'p-8' })).length,
      )
    } finally {
      await store.close()
    }
  })
})
