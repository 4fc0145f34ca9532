import { describe, expect, it } from 'vitest'
import { framePoint } from './canvas-drop-shield.tsx'
import { fitScale } from './use-canvas-scale.ts'

describe('fitScale', () => {
  it('scales a frame wider than the room down to its width, never up', () => {
    expect(fitScale(1200, { width: 900, height: 700 }, true)).toBe(0.75)
    expect(fitScale(640, { width: 900, height: 700 }, true)).toBe(1)
    expect(fitScale(900, { width: 900, height: 700 }, true)).toBe(1)
  })

  it('is 1 at "100 %" and before the room is measured', () => {
    expect(fitScale(1200, { width: 900, height: 700 }, false)).toBe(1)
    expect(fitScale(1200, { width: 0, height: 0 }, true)).toBe(1)
  })
})

describe('framePoint', () => {
  // The shield covers the frame's viewport: 1000 px wide in its own pixels, drawn at 0.5.
  const shield = {
    offsetWidth: 1000,
    getBoundingClientRect: () => ({ left: 300, top: 100, width: 500, height: 400 }) as DOMRect,
  }

  it('maps a pointer over the scaled shield to the frame viewport', () => {
    expect(framePoint(shield, 300, 100)).toEqual({ x: 0, y: 0 })
    expect(framePoint(shield, 550, 150)).toEqual({ x: 500, y: 100 })
  })

  it('is the plain offset at full size', () => {
    const full = {
      ...shield,
      getBoundingClientRect: () => ({ left: 10, top: 20, width: 1000 }) as DOMRect,
    }
    expect(framePoint(full, 110, 70)).toEqual({ x: 100, y: 50 })
  })
})
