import { describe, expect, it } from 'vitest'
import { getClickOffset } from './get-click-offset.ts'

describe('getClickOffset', () => {
  it('gives ratios of the rectangle rounded to 3 decimals', () => {
    const rect = { left: 100, top: 50, width: 200, height: 30 }
    expect(getClickOffset({ clientX: 150, clientY: 60 }, rect)).toEqual({ x: 0.25, y: 0.333 })
    expect(getClickOffset({ clientX: 100, clientY: 50 }, rect)).toEqual({ x: 0, y: 0 })
    expect(getClickOffset({ clientX: 300, clientY: 80 }, rect)).toEqual({ x: 1, y: 1 })
    expect(getClickOffset({ clientX: 233.4, clientY: 79.99 }, rect)).toEqual({ x: 0.667, y: 1 })
  })

  it('rounds half-thousandths up', () => {
    expect(
      getClickOffset({ clientX: 1, clientY: 3 }, { left: 0, top: 0, width: 8, height: 8 }),
    ).toEqual({
      x: 0.125,
      y: 0.375,
    })
    expect(
      getClickOffset({ clientX: 1, clientY: 1 }, { left: 0, top: 0, width: 16, height: 2000 }),
    ).toEqual({ x: 0.063, y: 0.001 })
  })

  it('gives 0 on an axis of an empty rectangle', () => {
    expect(
      getClickOffset({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 20 }),
    ).toEqual({
      x: 0,
      y: 0.5,
    })
  })

  it('keeps clicks outside the rectangle outside the 0–1 range', () => {
    expect(
      getClickOffset({ clientX: 0, clientY: 200 }, { left: 100, top: 0, width: 100, height: 100 }),
    ).toEqual({
      x: -1,
      y: 2,
    })
  })
})
