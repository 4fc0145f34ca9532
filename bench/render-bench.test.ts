import { describe, expect, it } from 'vitest'
import { runRenderBench } from './render-bench.ts'
import { formatRenderTable } from './render-table.ts'

describe('runRenderBench', () => {
  it('measures all four renderers on a small page in a production-mode child', async () => {
    const result = await runRenderBench({ sizes: [6], durationMs: 30, rounds: 1, warmupMs: 0 })
    const [row] = result.rows
    expect(row?.blocks).toBe(6)
    expect(row?.results.map((item) => item.renderer)).toEqual(['plain', 'tessera', 'gen1', 'gen2'])
    for (const item of row?.results ?? []) {
      expect(item.error).toBeUndefined()
      expect(item.rendersPerSecond).toBeGreaterThan(0)
      expect(item.htmlLength).toBeGreaterThan(0)
    }
    expect(formatRenderTable(result)).toContain('Tessera/gen-1')
  }, 60_000)
})
