import { describe, expect, it } from 'vitest'
import { fakeRun } from './render-fixture.ts'
import { mergePasses } from './render-merge.ts'

describe('mergePasses', () => {
  const first = fakeRun(18, [['static', 100, { plain: 100, tessera: 300, gen1: 10, gen2: 5 }]])
  const second = {
    ...fakeRun(18, [['static', 100, { plain: 200, tessera: 500, gen1: null, gen2: 7 }]]),
    load: { start: 3, end: 4, cores: 2 },
  }
  const merged = mergePasses([first, second])
  const result = (name: string) => merged.rows[0]?.results.find((item) => item.renderer === name)

  it("averages each renderer's rates over the passes", () => {
    expect(result('plain')?.rendersPerSecond).toBe(150)
    expect(result('tessera')?.rendersPerSecond).toBe(400)
    expect(result('tessera')?.wallRendersPerSecond).toBe(200)
    expect(result('gen2')?.rendersPerSecond).toBe(6)
  })

  it('keeps the error of a renderer that failed in one pass', () => {
    expect(result('gen1')).toMatchObject({ rendersPerSecond: null, error: 'TypeError: boom' })
  })

  it('spans the load from the first start to the last end', () => {
    expect(merged.load).toEqual({ start: 1.25, end: 4, cores: 2 })
    expect(merged.major).toBe(18)
    expect(mergePasses([first])).toEqual(first)
  })
})
