// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { measureMasonry } from './measure.ts'

describe('measureMasonry', () => {
  it("reads the width inside the root's parent and each tile's height, fractions kept", () => {
    const parent = document.createElement('div')
    parent.style.paddingLeft = '10px'
    parent.style.paddingRight = '30px'
    Object.defineProperty(parent, 'clientWidth', { value: 680 })
    const root = parent.appendChild(document.createElement('div'))
    root.innerHTML = '<div data-h="10.5"></div><div data-h="20"></div>'
    // The root's own width is the one the layout set: not the room there is.
    Object.defineProperty(root, 'clientWidth', { value: 200 })
    for (const tile of root.children) {
      vi.spyOn(tile, 'getBoundingClientRect').mockReturnValue({
        height: Number((tile as HTMLElement).dataset.h),
      } as DOMRect)
    }
    document.body.appendChild(parent)
    expect(measureMasonry(root)).toEqual({ width: 640, heights: [10.5, 20] })
    parent.remove()
  })

  it("reads the root's client width when it has no parent", () => {
    const root = document.createElement('div')
    Object.defineProperty(root, 'clientWidth', { value: 321 })
    expect(measureMasonry(root)).toEqual({ width: 321, heights: [] })
  })

  it('reads no heights without tiles', () => {
    expect(measureMasonry(document.createElement('div'))).toEqual({ width: 0, heights: [] })
  })
})
