import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentStore, StoredEvent } from '../types.ts'
import { createSqliteStore } from './create-sqlite-store.ts'
import { createSqliteReportReader } from './report-reader.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2026, 0, 10)

/** Events of three variations over four days, visitors coming back on later days. */
function events(spaceId: string): StoredEvent[] {
  const types = ['impression', 'impression', 'click', 'conversion', 'impression']
  return Array.from({ length: 400 }, (_, n) => ({
    spaceId,
    type: types[n % types.length]!,
    contentId: 'page',
    variationId: [null, 'a', 'b'][n % 3]!,
    amount: null,
    sessionId: null,
    visitorId: `v${n % 57}`,
    createdAt: T0 + (n % 4) * DAY + n * 1000,
    data: {},
  }))
}

describe('createSqliteReportReader', () => {
  let dir: string
  let filename: string
  let store: ContentStore
  let spaceId: string

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-report-reader-'))
    filename = join(dir, 'tessera.db')
    // The in-process reads, for comparison.
    store = createSqliteStore({ filename, reportWorker: false })
    await store.migrate()
    spaceId = (await store.createSpace({ name: 'S' })).id
  })

  afterEach(async () => {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers the same report as the in-process queries, for any range, and sees new commits', async () => {
    const reader = createSqliteReportReader(filename)
    const whole = { spaceId, contentId: 'page', from: T0, to: T0 + 4 * DAY }
    try {
      expect(await reader.aggregateExperiment(whole)).toEqual([])
      // Committed by the service's connection after the worker's first read: seen (WAL).
      await store.insertEvents({ events: events(spaceId) })
      const rows = await reader.aggregateExperiment(whole)
      expect(rows.reduce((sum, row) => sum + row.impressions, 0)).toBe(240)
      for (const [from, to] of [
        [T0, T0 + 4 * DAY],
        [T0 + DAY, T0 + 3 * DAY],
        [T0 + 2 * DAY + 5, T0 + 2 * DAY + 6],
      ] as const) {
        const args = { spaceId, contentId: 'page', from, to }
        const aggregate = await reader.aggregateExperiment(args)
        expect(aggregate.length).toBeGreaterThan(0)
        expect(aggregate).toEqual(await store.aggregateExperiment(args))
        expect(await reader.experimentDaily(args)).toEqual(await store.experimentDaily(args))
      }
    } finally {
      await reader.close()
    }
  })

  it('is what a store on a file reads the report with, and closes with it', async () => {
    await store.insertEvents({ events: events(spaceId) })
    const viaWorker = createSqliteStore({ filename })
    const args = { spaceId, contentId: 'page', from: T0, to: T0 + 4 * DAY }
    expect(await viaWorker.aggregateExperiment(args)).toEqual(await store.aggregateExperiment(args))
    await viaWorker.close()
  })

  it('fails a read with a message when the worker cannot open the file', async () => {
    const reader = createSqliteReportReader(join(dir, 'missing.db'))
    const args = { spaceId, contentId: 'page', from: T0, to: T0 + DAY }
    await expect(reader.aggregateExperiment(args)).rejects.toThrow(/missing\.db: SQLITE_CANTOPEN/)
    await reader.close()
  })
})
