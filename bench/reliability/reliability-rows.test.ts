import { describe, expect, it } from 'vitest'
import { summarizeSeries } from './percentiles.ts'
import { fakeReliabilityResult } from './reliability-fixture.ts'
import type { ReliabilityResult } from './reliability-result.ts'
import { formatMib, formatMs, reliabilityRows } from './reliability-rows.ts'
import type { ReliabilityRow } from './reliability-rows.ts'

function row(result: ReliabilityResult, start: string): ReliabilityRow {
  const found = reliabilityRows(result).find((item) => item.scenario.startsWith(start))
  if (!found) throw new Error(`no row ${start}`)
  return found
}

describe('reliabilityRows', () => {
  it('gives each figure with its target, met when within it', () => {
    const rows = reliabilityRows(fakeReliabilityResult())
    expect(rows.map((item) => item.scenario)).toEqual([
      '/health p99 during adversarial $regex reads (142)',
      'Adversarial $regex reads: 5xx or no answer',
      'Fuzzed reads and writes (3,000 + 1,000): 5xx or no answer',
      'Fuzzed reads and writes: /health afterwards',
      'kill -9 during writes, SQLite (5 kills): acknowledged writes lost',
      'kill -9 during writes, PostgreSQL',
      'Staleness of a second instance, after a cut LISTEN connection (4 tries): p99',
      'Staleness of a second instance, no cut (4 tries): p99',
      'Upload flood (20 x 9.5 MiB, one client): bytes accepted',
    ])
    expect(rows[0]).toMatchObject({
      measured: '45 ms (p50 2.5 ms, max 100 ms; 600 polls)',
      target: '< 100 ms',
      verdict: 'met',
    })
    expect(rows[1]).toMatchObject({ measured: '0 (200: 96, 400: 46)', target: '0', verdict: 'met' })
    expect(rows[2]).toMatchObject({ measured: '0 of 4,000', verdict: 'met' })
    expect(rows[4]).toMatchObject({ measured: '0 of 371 (39 entries)', verdict: 'met' })
    expect(rows[6]).toMatchObject({
      measured: '300 ms (median 110 ms, p90 300 ms, max 300 ms)',
      target: '< 1 s',
      verdict: 'met',
    })
    expect(rows[8]).toMatchObject({
      measured: '47.5 MiB (5 accepted, 15 x 429)',
      target: '<= 50.0 MiB',
      verdict: 'met',
    })
  })

  it('says skipped (n/a) for a scenario that did not run, FAILED for one that broke', () => {
    const result = fakeReliabilityResult()
    expect(row(result, 'kill -9 during writes, PostgreSQL')).toEqual({
      scenario: 'kill -9 during writes, PostgreSQL',
      measured: 'skipped: no PostgreSQL at postgres://postgres@127.0.0.1:5432/test (refused)',
      target: '-',
      verdict: 'n/a',
    })
    result.flood = { failed: 'tessera serve exited' }
    expect(row(result, 'Upload flood')).toMatchObject({
      measured: 'failed: tessera serve exited',
      verdict: 'FAILED',
    })
  })

  it('misses the targets it does not meet', () => {
    const result = fakeReliabilityResult()
    if (!('health' in result.regex) || !('seed' in result.fuzz)) throw new Error('fixture')
    if (!('cut' in result.staleness) || !('sent' in result.flood)) throw new Error('fixture')
    result.regex.health = { ...result.regex.health, p99: 100 }
    result.fuzz.statuses = { '200': 3999, '500': 1 }
    result.fuzz.healthAfter = { status: 0, ms: 10_000 }
    result.kill.sqlite = { ...(result.kill.sqlite as object), lost: 2 } as typeof result.kill.sqlite
    const slow = [100, 1000]
    result.staleness.cut = { samples: slow, summary: summarizeSeries(slow), unseen: 0 }
    result.staleness.noCut = { ...result.staleness.noCut, unseen: 1 }
    result.flood.bytesAccepted = 60 * 1024 * 1024
    expect(row(result, '/health p99').verdict).toBe('MISSED')
    expect(row(result, 'Fuzzed reads and writes (').measured).toBe('1 of 4,000')
    expect(row(result, 'Fuzzed reads and writes (').verdict).toBe('MISSED')
    expect(row(result, 'Fuzzed reads and writes: /health')).toMatchObject({
      measured: 'no answer',
      verdict: 'MISSED',
    })
    expect(row(result, 'kill -9 during writes, SQLite').verdict).toBe('MISSED')
    expect(row(result, 'Staleness of a second instance, after').verdict).toBe('MISSED')
    expect(row(result, 'Staleness of a second instance, no cut').measured).toContain('1 never seen')
    expect(row(result, 'Staleness of a second instance, no cut').verdict).toBe('MISSED')
    expect(row(result, 'Upload flood').verdict).toBe('MISSED')
  })

  it('misses /health when a poll was not answered 200, and the flood when stored differs', () => {
    const result = fakeReliabilityResult()
    if (!('health' in result.regex) || !('sent' in result.flood)) throw new Error('fixture')
    result.regex.healthFailures = 2
    result.flood.stored = 6
    expect(row(result, '/health p99')).toMatchObject({ verdict: 'MISSED' })
    expect(row(result, '/health p99').measured).toContain('2 not 200')
    expect(row(result, 'Upload flood').verdict).toBe('MISSED')
  })
})

describe('formatMs and formatMib', () => {
  it('rounds as the table prints them', () => {
    expect(formatMs(3.14)).toBe('3.1 ms')
    expect(formatMs(45.5)).toBe('46 ms')
    expect(formatMs(1994)).toBe('1,994 ms')
    expect(formatMs(Number.NaN)).toBe('n/a')
    expect(formatMib(9.5 * 1024 * 1024)).toBe('9.5 MiB')
  })
})
