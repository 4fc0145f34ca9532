import { describe, expect, it } from 'vitest'
import { runRenderBench } from './render-bench.ts'
import { formatRenderTable } from './render-table.ts'

describe('runRenderBench', () => {
  it('measures all four renderers on React 19 and on React 18 (bench/react18), each in a production-mode child', async () => {
    // Installs bench/react18 from the npm registry on first use (npm ci).
    const result = await runRenderBench({ sizes: [6], durationMs: 30, rounds: 1, warmupMs: 0 })
    expect(result.failedRuns).toEqual([])
    expect(result.runs.map((run) => [run.major, run.react.split('.')[0]])).toEqual([
      [19, '19'],
      [18, '18'],
    ])
    for (const run of result.runs) {
      expect(run.rows.map((row) => [row.page, row.blocks])).toEqual([
        ['static', 6],
        ['bindings', 6],
      ])
      for (const row of run.rows) {
        expect(row.results.map((item) => item.renderer)).toEqual([
          'plain',
          'tessera',
          'gen1',
          'gen2',
        ])
        for (const item of row.results) {
          expect(item.error).toBeUndefined()
          expect(item.rendersPerSecond).toBeGreaterThan(0)
          expect(item.htmlBytes).toBeGreaterThan(item.htmlGzipBytes)
        }
      }
    }
    expect(formatRenderTable(result)).toContain('Tessera/gen-1')
  }, 180_000)
})
