import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalNotifier } from '../change-notifier.ts'
import { createKyselyStore } from '../create-kysely-store.ts'
import { findCandidatesQuery } from '../entry-queries.ts'
import type { Database } from '../schema.ts'
import type { ContentStore, FindCandidatesArgs } from '../types.ts'

const ENTRIES = 10_000

describe('findCandidates on 10,000 SQLite entries', () => {
  const database = new Sqlite(':memory:')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  const store: ContentStore = createKyselyStore({
    db,
    kind: 'sqlite',
    notifier: createLocalNotifier(() => {}),
  })
  let spaceId = ''

  const plan = (args: FindCandidatesArgs): string[] => {
    const compiled = findCandidatesQuery(db, args).compile()
    const rows = database
      .prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`)
      .all(...(compiled.parameters as unknown[])) as { detail: string }[]
    return rows.map((row) => row.detail)
  }

  beforeAll(async () => {
    await store.migrate()
    spaceId = (await store.createSpace({ name: 'Big' })).id
    for (let i = 0; i < ENTRIES; i += 1) {
      // Every 100th entry has no path rule, so it is a candidate everywhere.
      const query = i % 100 === 0 ? [] : [{ property: 'urlPath', operator: 'is', value: `/p${i}` }]
      await store.createEntry({
        spaceId,
        model: 'page',
        body: { id: '', published: 'published', query },
      })
    }
  }, 60_000)
  afterAll(() => store.close())

  it('finds the exact-path entry and the wildcard entries', async () => {
    const found = await store.findCandidates({
      spaceId,
      model: 'page',
      version: 'published',
      urlPath: '/p4321',
    })
    expect(found).toHaveLength(1 + ENTRIES / 100)
    expect(found.filter((entry) => entry.latest.query?.length === 1)).toHaveLength(1)
  })

  it.each([false, true])(
    'looks paths up in the index, never scanning (analyzed: %s)',
    (analyze) => {
      if (analyze) database.exec('ANALYZE')
      for (const version of ['published', 'latest'] as const) {
        const detail = plan({ spaceId, model: 'page', version, urlPath: '/p4321' })
        const entries = detail.filter((line) => /^(SEARCH|SCAN) entries\b/.test(line))
        // entries: probed by primary key only; entry_paths: through the covering index.
        expect(entries).toEqual([
          'SEARCH entries USING INDEX sqlite_autoindex_entries_1 (space_id=? AND id=?)',
        ])
        expect(detail.join('\n')).toMatch(
          /SEARCH entry_paths USING COVERING INDEX entry_paths_lookup \(space_id=\? AND model=\? AND version=\? AND url_path=\?\)/,
        )
        expect(detail.filter((line) => line.startsWith('SCAN'))).toEqual([])
      }
    },
  )
})
