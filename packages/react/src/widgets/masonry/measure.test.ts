// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { measureMasonry } from './measure.ts'

describe('measureMasonry', () => {
  it("reads the root's client width and each tile's height, fractions kept", () => {
    const root = document.createElement('div')
    root.innerHTML = '<div data-h="10.5"></div><div data-h="20"></div>'
    Object.defineProperty(root, 'clientWidth', { value: 640 })
    for (const tile of root.children) {
      vi.spyOn(tile, 'getBoundingClientRect').mockReturnValue({
        height: Number((tile as HTMLElement).dataset.h),
      } as DOMRect)
    }
    expect(measureMasonry(root)).toEqual({ width: 640, heights: [10.5, 20] })
  })

  it('reads no heights without tiles', () => {
    expect(measureMasonry(document.createElement('div'))).toEqual({ width: 0, heights: [] })
  })
})
