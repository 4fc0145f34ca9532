import { describe, expect, it } from 'vitest'
import { fakeRenderResult, fakeRun } from './render-fixture.ts'
import type { RenderBenchResult } from './render-result.ts'
import { renderLines } from './summary-render.ts'

const RENDER: RenderBenchResult = fakeRenderResult([
  fakeRun(19, [
    ['static', 100, { plain: 1600, tessera: 3200, gen1: 200, gen2: 100 }, { tessera: 900 }],
    ['static', 1000, { plain: 100, tessera: 400, gen1: 40, gen2: 10 }, { tessera: 1100 }],
    ['bindings', 100, { plain: 1600, tessera: 1600, gen1: 150, gen2: 80 }],
    ['bindings', 1000, { plain: 100, tessera: 200, gen1: 20, gen2: 8 }],
  ]),
  fakeRun(18, [
    ['static', 100, { plain: 1000, tessera: 3000, gen1: 320, gen2: 90 }],
    ['static', 1000, { plain: 200, tessera: 350, gen1: 30, gen2: 9 }],
    ['bindings', 100, { plain: 1000, tessera: 1500, gen1: 100, gen2: 80 }],
    ['bindings', 1000, { plain: 100, tessera: 200, gen1: 20, gen2: 8 }],
  ]),
])

/** The line whose first cell starts with `measure`. */
function line(lines: string[][], measure: string): string[] {
  const found = lines.find((cells) => cells[0]?.startsWith(measure))
  if (!found) throw new Error(`no line ${measure}`)
  return found
}

describe('renderLines', () => {
  const table = renderLines(RENDER)

  it("gives server-render ratios of Tessera on React 19 over each peer's faster React", () => {
    const gen1 = line(table, 'Server render r/s, Tessera / gen-1 (its faster React), static pages')
    expect(gen1).toEqual([
      'Server render r/s, Tessera / gen-1 (its faster React), static pages (100 / 1000 blocks)',
      '10.0x / 10.0x',
      '>= 10x',
      'met',
    ])
    const bound = line(table, 'Server render r/s, Tessera / gen-1 (its faster React), pages with')
    expect(bound.slice(1)).toEqual(['10.7x / 10.0x', '>= 8x', 'met'])
    expect(
      line(table, 'Server render r/s, Tessera / gen-2 (its faster React), static').slice(1),
    ).toEqual(['32.0x / 40.0x', '-', '-'])
    const plain = line(table, 'Server render r/s, Tessera / plain React (its faster React), static')
    expect(plain.slice(1)).toEqual(['2.00x / 2.00x', '>= 0.33x (plain within 3x)', 'met'])
  })

  it('says which React version failed, whose figures the ratios then lack', () => {
    const failed = renderLines({
      ...RENDER,
      runs: RENDER.runs.slice(0, 1),
      failedRuns: [{ major: 18, error: 'E\nx' }],
    })
    expect(line(failed, 'Server render on React 18').slice(1)).toEqual(['failed: E', '-', 'n/a'])
    expect(line(failed, 'Server render r/s, Tessera / gen-1 (its faster React), static')[1]).toBe(
      '16.0x / 10.0x',
    )
  })

  it("gives Tessera's server HTML bytes over gen-1's on the static pages", () => {
    expect(line(table, 'Server HTML bytes, Tessera / gen-1, static pages').slice(1)).toEqual([
      '0.90x / 1.10x',
      '<= 1x',
      'MISSED',
    ])
  })
})
