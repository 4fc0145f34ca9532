import { describe, expect, it } from 'vitest'
import { fakeRenderResult, fakeRun } from './render-fixture.ts'
import { formatRenderTable } from './render-table.ts'

const RESULT = fakeRenderResult(
  [
    fakeRun(19, [
      [
        'static',
        100,
        { plain: 3000, tessera: 1500, gen1: 100, gen2: null },
        { plain: 20_480, tessera: 30_720, gen1: 40_960, gen2: 51_200 },
      ],
      ['bindings', 100, { plain: 3000, tessera: 1000, gen1: 90, gen2: 50 }],
    ]),
    fakeRun(18, [
      [
        'static',
        100,
        { plain: 2000, tessera: 1400, gen1: 250, gen2: 60 },
        { plain: 20_480, tessera: 1, gen1: 40_000, gen2: 51_200 },
      ],
      ['bindings', 100, { plain: 2500, tessera: 900, gen1: 100, gen2: 60 }],
    ]),
  ],
  [],
)

describe('formatRenderTable', () => {
  const text = formatRenderTable(RESULT)

  it("prints every renderer's rate on each React, and ratios over the peer's faster one", () => {
    expect(text).toMatch(
      /plain React R19 \| plain React R18 \| Tessera R19 \| Tessera R18 \| gen-1 R19 \| gen-1 R18 \| gen-2 R19 \| gen-2 R18 \| Tessera\/gen-1 \| Tessera\/gen-2 \| Tessera\/plain/,
    )
    expect(text).toMatch(
      /static +\| +100 \| +3,000 \| +2,000 \| +1,500 \| +1,400 \| +100 \| +250 \| +n\/a \| +60 \| +6\.00x \(R18\) \| +25\.0x \(R18\) \| +0\.50x \(R19\)/,
    )
    expect(text).toMatch(
      /bindings +\| +100 \|.*\| +10\.0x \(R18\) \| +16\.7x \(R18\) \| +0\.33x \(R19\)/,
    )
  })

  it('prints the HTML bytes of the static pages, peers at their smallest', () => {
    expect(text).toMatch(
      /100 +\| +20\.0 KB \(5\.0 KB\) \| +30\.0 KB \(7\.5 KB\) \| +39\.1 KB \(9\.8 KB\) \| +50\.0 KB \(12\.5 KB\) \| +0\.77x \| +0\.60x/,
    )
  })

  it('prints the exact error of a failed renderer and of a failed React version', () => {
    expect(text).toContain('  n/a: gen-2 on React 19, static 100 blocks: TypeError: boom')
    const failed = formatRenderTable(
      fakeRenderResult(RESULT.runs.slice(0, 1), [{ major: 18, error: 'npm ci failed' }]),
    )
    expect(failed).toContain('  React 18: npm ci failed')
  })

  it('prints the targets with their verdicts', () => {
    expect(text).toContain(
      'Target Tessera / gen-1 r/s, static pages (gen-1 on its faster React) >= 10x: static 100 6.00x (React 18): MISSED',
    )
    expect(text).toContain(
      'Target Tessera / gen-1 r/s, pages with bindings (gen-1 on its faster React) >= 8x: bindings 100 10.0x (React 18): met',
    )
    expect(text).toContain(
      'Target Tessera / gen-1 HTML bytes, static pages (gen-1 at its smallest) <= 1x: static 100 0.77x (React 18): met',
    )
  })

  it('names the block kinds, the bindings, the load and the wall-clock rates', () => {
    expect(text).toContain(
      'Pages cycle: Text, Columns (2 nested Text). "bindings": one top-level Text in 10 bound',
    )
    expect(text).toContain(
      "Load average (1 min) from the first pass's start to the last's end: React 19 (19.3.1) 1.3–1.5, React 18 (18.3.1) 1.3–1.5; 2 cores.",
    )
    expect(text).toContain(
      '  React 18, static 100: plain React 1,000, Tessera 700, gen-1 125, gen-2 30',
    )
  })
})
