import { describe, expect, it } from 'vitest'
import type { RenderBenchResult, RendererResult } from './render-measure.ts'
import { formatRenderTable } from './render-table.ts'

function result(renderer: RendererResult['renderer'], rate: number | null): RendererResult {
  return rate === null
    ? {
        renderer,
        rendersPerSecond: null,
        wallRendersPerSecond: null,
        htmlLength: 0,
        error: 'TypeError: boom',
      }
    : { renderer, rendersPerSecond: rate, wallRendersPerSecond: rate / 2, htmlLength: 2048 }
}

const RESULT: RenderBenchResult = {
  load: { average: 1.25, cores: 2 },
  kinds: ['Text', 'Columns'],
  skippedKinds: ['Image (not yet a Tessera built-in block)'],
  rows: [
    {
      blocks: 100,
      results: [
        result('plain', 3000),
        result('tessera', 1500),
        result('gen1', 100),
        result('gen2', null),
      ],
    },
  ],
}

describe('formatRenderTable', () => {
  const text = formatRenderTable(RESULT)

  it('prints the rates and the ratios, n/a for a failed renderer', () => {
    expect(text).toMatch(/100 \| +3,000 \| +1,500 \| +100 \| +n\/a \| +15\.0x \| +n\/a \| +2\.00x/)
  })

  it('prints the exact error of a failed renderer', () => {
    expect(text).toContain('  n/a: gen-2 at 100 blocks: TypeError: boom')
  })

  it('compares with the targets', () => {
    expect(text).toContain('Target Tessera >= 15x gen-1: 100 blocks 15.0x (met)')
    expect(text).toContain('Target plain/Tessera <= 3x: 100 blocks 2.00x (met)')
  })

  it('names the block kinds, the kinds left out, the load and the wall-clock rates', () => {
    expect(text).toContain(
      'Pages cycle: Text, Columns (2 nested Text); no bindings. Left out: Image (not yet a Tessera built-in block).',
    )
    expect(text).toContain('Load average during the run: 1.3 on 2 cores.')
    expect(text).toContain('  100 blocks: plain React 1,500, Tessera 750, gen-1 50, gen-2 n/a')
  })
})
