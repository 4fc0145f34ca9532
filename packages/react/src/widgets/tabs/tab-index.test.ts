import { describe, expect, it } from 'vitest'
import { getDefaultTab, getKeyTarget } from './tab-index.ts'

describe('getDefaultTab', () => {
  it('turns 1-based tab numbers into indexes, 0 and bad numbers into none', () => {
    expect(getDefaultTab(1)).toBe(0)
    expect(getDefaultTab(4)).toBe(3)
    expect(getDefaultTab('2')).toBe(1)
    for (const value of [0, -1, 2.5, Infinity, -Infinity, '0', '1.5']) {
      expect(getDefaultTab(value)).toBe(-1)
    }
  })

  it('opens the first tab for values that are not numbers', () => {
    for (const value of [undefined, null, Number.NaN, '', '  ', 'two', {}, [], true]) {
      expect(getDefaultTab(value)).toBe(0)
    }
  })
})

describe('getKeyTarget', () => {
  it('moves right and left with wrapping, to the ends with Home and End', () => {
    expect(getKeyTarget('ArrowRight', 0, 3)).toBe(1)
    expect(getKeyTarget('ArrowRight', 2, 3)).toBe(0)
    expect(getKeyTarget('ArrowLeft', 1, 3)).toBe(0)
    expect(getKeyTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(getKeyTarget('Home', 2, 3)).toBe(0)
    expect(getKeyTarget('End', 0, 3)).toBe(2)
    expect(getKeyTarget('ArrowRight', 0, 1)).toBe(0)
  })

  it('ignores other keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) {
      expect(getKeyTarget(key, 0, 3)).toBeUndefined()
    }
  })
})
