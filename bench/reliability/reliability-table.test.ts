import { describe, expect, it } from 'vitest'
import { fakeReliabilityResult } from './reliability-fixture.ts'
import { formatReliabilityTable, reliabilityDetails } from './reliability-table.ts'

describe('formatReliabilityTable', () => {
  it('prints the table of figures, then the details', () => {
    const lines = formatReliabilityTable(fakeReliabilityResult()).split('\n')
    expect(lines[0]).toMatch(/^scenario +\| measured +\| +target \| verdict$/)
    expect(lines[1]).toMatch(/^-+-\|-+-\|-+-\|-+$/)
    expect(lines[2]).toMatch(
      /^\/health p99 during adversarial \$regex reads \(142\) +\| 45 ms .*\| +< 100 ms \| +met$/,
    )
    expect(lines).toContain('')
    expect(lines.at(-1)).toBe(
      'Upload flood: 20 sent in 1.6 s, 200: 5, 429: 15; the service lists 5 stored.',
    )
  })
})

describe('reliabilityDetails', () => {
  it('gives the load, statuses, slowest read and samples', () => {
    const lines = reliabilityDetails(fakeReliabilityResult())
    expect(lines[0]).toBe(
      'Load average at the start 2.58, 3.45, 4.29 on 2 cores; the section took 85.0 s.',
    )
    expect(lines).toContain(
      '$regex: 142 reads in 7.3 s, 200: 96, 400: 46; slowest 1,994 ms (200): a[ab]{20}[^ab] on abText.',
    )
    expect(lines).toContain('Staleness after a cut, ms: 120, 95, 300, 110.')
    expect(lines.some((line) => line.startsWith('kill -9, sqlite: 371 writes acknowledged'))).toBe(
      true,
    )
  })

  it('lists failing requests, the service log and lost writes', () => {
    const result = fakeReliabilityResult()
    if (!('seed' in result.fuzz) || !('lost' in result.kill.sqlite)) throw new Error('fixture')
    result.fuzz.failures = [
      { method: 'GET', path: '/api/v3/content/page?x=1', status: 500 },
      { method: 'POST', path: '/api/v1/track', status: 0, error: 'other side closed' },
    ]
    result.fuzz.serverErrors = ['{"level":"error","message":"request failed"}']
    result.kill.sqlite.lostExamples = ['k0-s-4: acknowledged revision 2 (seq 5), not found']
    const lines = reliabilityDetails(result)
    expect(lines).toContain('  500: GET /api/v3/content/page?x=1')
    expect(lines).toContain('  no answer (other side closed): POST /api/v1/track')
    expect(lines).toContain('  service log: {"level":"error","message":"request failed"}')
    expect(lines).toContain('  lost: k0-s-4: acknowledged revision 2 (seq 5), not found')
  })
})
