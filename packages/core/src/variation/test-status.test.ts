import { describe, expect, it } from 'vitest'
import type { Entry } from '../types/entry.ts'
import { chooseVariation } from './choose-variation.ts'
import { hasVariations, isKnownVariation } from './has-variations.ts'
import { isTestStopped } from './test-status.ts'
import { servedEntry } from './served-entry.ts'

const running: Entry = {
  id: 'c1',
  testRatio: 0.5,
  meta: { kind: 'page' },
  variations: { a: { id: 'a', name: 'A', testRatio: 0.5, data: { title: 'A' } } },
  data: { title: 'Default' },
}
const stopped: Entry = { ...running, meta: { kind: 'page', splitTest: { status: 'stopped' } } }

describe('stopped split tests', () => {
  it('reads the status from meta.splitTest, running when absent or anything else', () => {
    expect(isTestStopped(stopped)).toBe(true)
    expect(isTestStopped(running)).toBe(false)
    expect(isTestStopped({})).toBe(false)
    expect(isTestStopped({ meta: { splitTest: { status: 'running' } } })).toBe(false)
    expect(isTestStopped({ meta: { splitTest: 'stopped' } })).toBe(false)
  })

  it('serves the default only: no variations for the SDKs, every draw to the default', () => {
    expect(hasVariations(running)).toBe(true)
    expect(hasVariations(stopped)).toBe(false)
    expect(chooseVariation(running, 0.1)).toBe('a')
    for (const draw of [0, 0.1, 0.49, 0.9]) expect(chooseVariation(stopped, draw)).toBe('c1')
  })

  it('still knows the variations (the editor previews them)', () => {
    expect(isKnownVariation(stopped, 'a')).toBe(true)
  })

  it('serves a stopped entry without variations and with testRatio 1, keeping the stored one', () => {
    const served = servedEntry(stopped)
    expect(served.variations).toBeUndefined()
    expect(served.testRatio).toBe(1)
    expect(served.data).toEqual({ title: 'Default' })
    expect(stopped.variations?.a).toBeDefined()
    expect(servedEntry(running)).toBe(running)
  })
})
