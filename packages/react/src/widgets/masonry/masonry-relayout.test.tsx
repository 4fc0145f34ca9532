// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount, spots } from './dom.test-support.tsx'
import type { Mounted } from './dom.test-support.tsx'
import { masonryContent, text } from './masonry.test-support.tsx'
import { fakeSizes, measureMasonry, resetFakeSizes } from './fake-measure.test-support.ts'
import { MASONRY_RELAYOUT_DELAY } from './use-masonry-layout.ts'

vi.mock('./measure.ts', () => import('./fake-measure.test-support.ts'))

/** A ResizeObserver whose callbacks the test calls. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
}

/** Text children saying their heights. */
const tall = (...heights: number[]) => heights.map((h, i) => text(`t${i}`, String(h)))
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** Fires a (non-bubbling) `load` on an image inside tile `index`. */
function loadImage(view: Mounted, index = 0) {
  const item = view.items()[index] as HTMLElement
  let image = item.querySelector('img')
  if (!image) image = item.appendChild(document.createElement('img'))
  act(() => {
    image.dispatchEvent(new Event('load'))
  })
}

let view: Mounted
beforeEach(() => {
  resetFakeSizes()
  FakeResizeObserver.all = []
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  view?.unmount()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})
const show = (...args: Parameters<typeof masonryContent>) => (view = mount(masonryContent(...args)))

describe('Builder:Masonry (relayout)', () => {
  it('waits 100 ms (MASONRY_RELAYOUT_DELAY)', () => {
    expect(MASONRY_RELAYOUT_DELAY).toBe(100)
  })

  it('lays out once 100 ms after several image loads within 100 ms, with the new heights', () => {
    show({}, tall(10, 20, 30, 40))
    expect(spots(view.items()).at(-1)).toEqual(['0px', '10px'])
    const before = measureMasonry.mock.calls.length
    fakeSizes.heightOf = (value) => (value === '10' ? 100 : Number(value))
    loadImage(view, 1)
    advance(40)
    loadImage(view, 2)
    advance(40)
    loadImage(view, 1)
    advance(99)
    expect(measureMasonry.mock.calls.length).toBe(before)
    expect(spots(view.items()).at(-1)).toEqual(['0px', '10px'])
    advance(1)
    expect(measureMasonry.mock.calls.length).toBe(before + 1)
    expect(measureMasonry.mock.results.at(-1)?.value.heights).toEqual([100, 20, 30, 40])
    expect(spots(view.items()).at(-1)).toEqual(['200px', '20px'])
    expect(view.root().style.height).toBe('100px')
    advance(1000)
    expect(measureMasonry.mock.calls.length).toBe(before + 1)
  })

  it('hears loads that do not bubble (capture phase on the root)', () => {
    show({}, tall(10))
    const before = measureMasonry.mock.calls.length
    const image = document.createElement('img')
    view.items()[0]?.appendChild(image)
    image.dispatchEvent(new Event('load', { bubbles: false }))
    advance(100)
    expect(measureMasonry.mock.calls.length).toBe(before + 1)
  })

  it("observes the root's parent (the room it has) and lays out 100 ms after resizes", () => {
    show({}, tall(10, 20, 30))
    const observer = FakeResizeObserver.all.at(-1) as FakeResizeObserver
    expect(observer.observed).toEqual([view.root().parentElement])
    expect(spots(view.items()).map(([left]) => left)).toEqual(['0px', '200px', '400px'])
    fakeSizes.width = 400
    act(() => observer.callback())
    advance(50)
    act(() => observer.callback())
    advance(99)
    expect(spots(view.items()).map(([left]) => left)).toEqual(['0px', '200px', '400px'])
    advance(1)
    expect(spots(view.items())).toEqual([
      ['0px', '0px'],
      ['200px', '0px'],
      ['0px', '10px'],
    ])
    expect(view.root().style.width).toBe('400px')
  })

  it('debounces loads and resizes together', () => {
    show({}, tall(10, 20))
    const before = measureMasonry.mock.calls.length
    loadImage(view)
    act(() => FakeResizeObserver.all.at(-1)?.callback())
    advance(100)
    expect(measureMasonry.mock.calls.length).toBe(before + 1)
  })

  it('listens to window resize when there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    show({}, tall(10, 20, 30))
    fakeSizes.width = 200
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    advance(100)
    expect(spots(view.items())).toEqual([
      ['0px', '0px'],
      ['0px', '10px'],
      ['0px', '30px'],
    ])
  })

  it('keeps the laid-out tiles and fires no second load event when nothing changed', () => {
    const listener = vi.fn()
    document.addEventListener('builder:masonry:load', listener)
    show({}, tall(10, 20))
    const before = view.items().map((item) => item.getAttribute('style'))
    loadImage(view)
    advance(100)
    document.removeEventListener('builder:masonry:load', listener)
    expect(view.items().map((item) => item.getAttribute('style'))).toEqual(before)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops listening and drops a pending relayout when unmounted', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    show({}, tall(10))
    const first = view
    loadImage(first)
    const calls = measureMasonry.mock.calls.length
    first.unmount()
    advance(200)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    advance(200)
    expect(measureMasonry.mock.calls.length).toBe(calls)
    expect(FakeResizeObserver.all).toEqual([])
  })

  it('disconnects its ResizeObserver when unmounted', () => {
    show({}, tall(10))
    const observer = FakeResizeObserver.all.at(-1) as FakeResizeObserver
    expect(observer.disconnected).toBe(false)
    view.unmount()
    expect(observer.disconnected).toBe(true)
  })

  it('relays out with the current options after they change', () => {
    show({}, tall(10, 20, 30))
    view.rerender(masonryContent({ columnWidth: '300px' }, tall(10, 20, 30)))
    fakeSizes.heightOf = (value) => Number(value) * 2
    loadImage(view)
    advance(100)
    expect(spots(view.items())).toEqual([
      ['0px', '0px'],
      ['300px', '0px'],
      ['0px', '20px'],
    ])
  })
})
