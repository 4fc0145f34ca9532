import { describe, expect, it } from 'vitest'
import { swatchHex } from './color-value.ts'

describe('swatchHex', () => {
  it('reads hex and rgb colors into the picker’s #rrggbb', () => {
    expect(swatchHex('#ABC')).toBe('#aabbcc')
    expect(swatchHex('#abcd')).toBe('#aabbcc')
    expect(swatchHex('#1f5fd1')).toBe('#1f5fd1')
    expect(swatchHex('#1f5fd180')).toBe('#1f5fd1')
    expect(swatchHex('rgb(200, 0, 15)')).toBe('#c8000f')
    expect(swatchHex('rgba(255,255,255,0.5)')).toBe('#ffffff')
    expect(swatchHex('rgb(10 20 30 / 50%)')).toBe('#0a141e')
  })

  it('leaves other colors to the text field', () => {
    for (const value of [
      'red',
      'hsl(0 0% 0%)',
      'var(--x)',
      '#12',
      'rgb(300, 0, 0)',
      3,
      undefined,
    ]) {
      expect(swatchHex(value)).toBeUndefined()
    }
  })
})
