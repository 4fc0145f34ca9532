import { describe, expect, it } from 'vitest'
import { dotTargets, dragOffset, lastStart, nextIndex, prevIndex } from './navigation.ts'

const s = (show: number, scroll: number, infinite = true) => ({ show, scroll, infinite })

describe('slide arithmetic', () => {
  it('lastStart shows the last slides in full', () => {
    expect(lastStart(5, 2)).toBe(3)
    expect(lastStart(2, 3)).toBe(0)
    expect(lastStart(0, 1)).toBe(0)
  })

  it('nextIndex moves by slidesToScroll, lands on the last page, then wraps or stays', () => {
    expect([0, 2, 3].map((i) => nextIndex(i, 5, s(2, 2)))).toEqual([2, 3, 0])
    expect(nextIndex(3, 5, s(2, 2, false))).toBe(3)
    expect(nextIndex(0, 1, s(1, 1))).toBe(0)
    expect(nextIndex(0, 0, s(1, 1))).toBe(0)
  })

  it('prevIndex moves back by slidesToScroll, lands on 0, then wraps or stays', () => {
    expect([3, 2, 1, 0].map((i) => prevIndex(i, 5, s(2, 2)))).toEqual([1, 0, 0, 3])
    expect(prevIndex(0, 5, s(2, 2, false))).toBe(0)
  })

  it('dotTargets has one dot per page, the last page included, none when all fit', () => {
    expect(dotTargets(5, s(2, 2))).toEqual([0, 2, 3])
    expect(dotTargets(3, s(1, 1))).toEqual([0, 1, 2])
    expect(dotTargets(6, s(3, 3))).toEqual([0, 3])
    expect(dotTargets(7, s(1, 3))).toEqual([0, 3, 6])
    expect(dotTargets(2, s(2, 1))).toEqual([])
  })

  it('dragOffset follows fully unless dragging past an end without wrap-around', () => {
    expect(dragOffset(100, 0, 3, s(1, 1))).toBe(100)
    expect(dragOffset(100, 0, 3, s(1, 1, false))).toBeCloseTo(35)
    expect(dragOffset(-100, 0, 3, s(1, 1, false))).toBe(-100)
    expect(dragOffset(-100, 2, 3, s(1, 1, false))).toBeCloseTo(-35)
    expect(dragOffset(100, 2, 3, s(1, 1, false))).toBe(100)
    expect(dragOffset(-100, 1, 3, s(2, 1, false))).toBeCloseTo(-35)
  })
})
