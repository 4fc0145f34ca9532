import { describe, expect, it } from 'vitest'
import { fakeRenderResult, fakeRun } from './render-fixture.ts'
import { formatTargetLine, formatTimes, renderTargets } from './render-targets.ts'

// gen-1: 12x slower than Tessera on React 19 but only 9x on React 18 (its faster one).
const RESULT = fakeRenderResult([
  fakeRun(19, [
    [
      'static',
      100,
      { plain: 3000, tessera: 1800, gen1: 150, gen2: 80 },
      { tessera: 900, gen1: 1100 },
    ],
    ['bindings', 100, { plain: 3000, tessera: 1000, gen1: 100, gen2: 40 }],
  ]),
  fakeRun(18, [
    ['static', 100, { plain: 3600, tessera: 2000, gen1: 200, gen2: 50 }, { gen1: 1000 }],
    ['bindings', 100, { plain: 3200, tessera: 1100, gen1: 125, gen2: 40 }],
  ]),
])

function target(label: string) {
  const found = renderTargets(RESULT).find((item) => item.label.startsWith(label))
  if (!found) throw new Error(`no target ${label}`)
  return found
}

describe('renderTargets', () => {
  it("checks static pages against gen-1's faster React (>= 10x)", () => {
    const item = target('Tessera / gen-1 r/s, static')
    expect(item.values.map(({ value, react }) => [value, react])).toEqual([[9, 18]])
    expect(item.verdict).toBe('MISSED')
  })

  it('checks pages with bindings (>= 8x)', () => {
    const item = target('Tessera / gen-1 r/s, pages with bindings')
    expect(item.values.map(({ value }) => value)).toEqual([8])
    expect(item.verdict).toBe('met')
  })

  it("checks the plain React floor's faster React on both kinds of page (<= 3x)", () => {
    const item = target('plain React / Tessera')
    expect(item.values.map(({ key, value }) => [key.page, value])).toEqual([
      ['static', 2],
      ['bindings', 3.2],
    ])
    expect(item.verdict).toBe('MISSED')
  })

  it("checks HTML bytes against gen-1's smallest (<= 1x)", () => {
    const item = target('Tessera / gen-1 HTML bytes')
    expect(item.values.map(({ value, react }) => [value, react])).toEqual([[0.9, 18]])
    expect(item.verdict).toBe('met')
  })

  it('is n/a when a figure is missing', () => {
    const partial = fakeRenderResult([
      fakeRun(19, [['static', 100, { plain: 1, tessera: 1, gen1: null, gen2: 1 }]]),
    ])
    expect(renderTargets(partial)[0]?.verdict).toBe('n/a')
  })
})

describe('formatTargetLine', () => {
  it('prints each page with the React of the figure compared, then the verdict', () => {
    expect(formatTargetLine(target('Tessera / gen-1 r/s, static'))).toBe(
      'Target Tessera / gen-1 r/s, static pages (gen-1 on its faster React) >= 10x: static 100 9.00x (React 18): MISSED',
    )
    expect(formatTimes(12.345)).toBe('12.3x')
    expect(formatTimes(null)).toBe('n/a')
  })
})
