// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { heardLoads, listenerCode, stopListening } from '../load-events.test-support.tsx'
import { mount, parts, spots } from './dom.test-support.tsx'
import type { Mounted } from './dom.test-support.tsx'
import { masonryContent, masonryWidget, testMasonryBlock, text } from './masonry.test-support.tsx'
import { fakeSizes, measureMasonry, resetFakeSizes } from './fake-measure.test-support.ts'

vi.mock('./measure.ts', () => import('./fake-measure.test-support.ts'))

const TYPE = 'builder:masonry:load'
/** Text children saying their heights, ids t0, t1… */
const tall = (...heights: number[]) => heights.map((h, i) => text(`t${i}`, String(h)))
type LoadDetail = { block: Block; ref: HTMLElement; masonry: { layout: () => void } }

let events: CustomEvent<LoadDetail>[] = []
const record = (event: Event) => events.push(event as CustomEvent<LoadDetail>)
let mounted: { unmount(): void } | undefined
beforeEach(() => {
  resetFakeSizes()
  events = []
  document.addEventListener(TYPE, record)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  document.removeEventListener(TYPE, record)
  stopListening()
  vi.useRealTimers()
})
const show = (...args: Parameters<typeof masonryContent>): Mounted =>
  (mounted = mount(masonryContent(...args)))
const runTimers = () => act(() => vi.runOnlyPendingTimers())

describe('Builder:Masonry (builder:masonry:load)', () => {
  it('fires in a timeout after the first full layout: a Custom Code block after it hears it', async () => {
    const blocks = [masonryWidget({}, tall(100, 50, 80)), listenerCode('code', TYPE)]
    const element = (
      <Content apiKey="key" content={entryWith(blocks)} customComponents={[testMasonryBlock]} />
    )
    const result = await hydrateForTest(element)
    mounted = result
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(spots(parts(result.container).items())[2]).toEqual(['400px', '0px'])
    expect(heardLoads()).toEqual([])
    act(() => vi.advanceTimersByTime(0))
    expect(heardLoads()).toEqual([`${TYPE} mw`])
  })

  it('fires once on the root, bubbling, with the block, the root and every tile placed', () => {
    const placed: boolean[][] = []
    const listener = (event: Event) =>
      placed.push(
        Array.from((event.target as HTMLElement).children).map(
          (item) => (item as HTMLElement).style.position === 'absolute',
        ),
      )
    document.addEventListener(TYPE, listener)
    const view = show({}, tall(10, 20, 30))
    expect(events).toHaveLength(0)
    runTimers()
    view.rerender(masonryContent({ gutterSize: 4 }, tall(10, 20, 30, 40)))
    runTimers()
    document.removeEventListener(TYPE, listener)
    expect(placed).toEqual([[true, true, true]])
    expect(events).toHaveLength(1)
    const [event] = events as [CustomEvent<LoadDetail>]
    expect(event.target).toBe(view.root())
    expect(event.bubbles).toBe(true)
    expect(event.cancelable).toBe(false)
    expect(event.detail.ref).toBe(view.root())
    expect(event.detail.block.id).toBe('mw')
    expect(typeof event.detail.masonry.layout).toBe('function')
  })

  it('gives masonry.layout(), which lays the tiles out again at once, with the current options', () => {
    const view = show({}, tall(10, 20, 30))
    runTimers()
    const { masonry } = (events[0] as CustomEvent<LoadDetail>).detail
    expect(spots(view.items())[2]).toEqual(['400px', '0px'])
    fakeSizes.width = 400
    const before = measureMasonry.mock.calls.length
    act(() => masonry.layout())
    expect(measureMasonry.mock.calls.length).toBe(before + 1)
    expect(spots(view.items())[2]).toEqual(['0px', '10px'])
    view.rerender(masonryContent({ columnWidth: '100px' }, tall(10, 20, 30)))
    fakeSizes.heightOf = (value) => Number(value) * 2
    act(() => masonry.layout())
    expect(spots(view.items())).toEqual([
      ['0px', '0px'],
      ['100px', '0px'],
      ['200px', '0px'],
    ])
    expect(view.root().style.height).toBe('60px')
  })

  it('does nothing when masonry.layout() is called after unmounting', () => {
    const view = show({}, tall(10))
    runTimers()
    const { masonry } = (events[0] as CustomEvent<LoadDetail>).detail
    view.unmount()
    const before = measureMasonry.mock.calls.length
    expect(() => masonry.layout()).not.toThrow()
    expect(measureMasonry.mock.calls.length).toBe(before)
  })

  it('does not fire when unmounted before the timeout', () => {
    show({}, tall(10, 20)).unmount()
    runTimers()
    expect(events).toHaveLength(0)
  })

  it('fires without tiles too', () => {
    show({})
    runTimers()
    expect(events).toHaveLength(1)
  })
})
