// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrateForTest } from '../../testing/render-for-test.tsx'
import { mount, parts, spots } from './test-dom.tsx'
import { masonryContent, text } from './test-fixtures.tsx'
import { fakeSizes, measureMasonry, resetFakeSizes } from './test-measure.ts'

vi.mock('./measure.ts', () => import('./test-measure.ts'))

/** Text children saying their heights, ids t0, t1… */
const tall = (...heights: number[]) => heights.map((h, i) => text(`t${i}`, String(h)))
const texts = (items: HTMLElement[]) => items.map((item) => item.textContent)

let mounted: { unmount(): void } | undefined
beforeEach(() => resetFakeSizes())
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})
const show = (...args: Parameters<typeof masonryContent>) =>
  (mounted = mount(masonryContent(...args)))

describe('Builder:Masonry (hydration)', () => {
  it('hydrates the server tile without mismatch, then mounts and lays out the others', async () => {
    const element = masonryContent({ gutterSize: 10 }, tall(100, 50, 80))
    fakeSizes.width = 620
    const events: Array<{ count: number; placed: boolean }> = []
    const listener = (event: Event) => {
      const root = event.target as HTMLElement
      const items = Array.from(root.children) as HTMLElement[]
      events.push({
        count: items.length,
        placed: items.every((item) => item.style.position === 'absolute'),
      })
    }
    document.addEventListener('builder:masonry:load', listener)
    const result = await hydrateForTest(element)
    document.removeEventListener('builder:masonry:load', listener)
    mounted = result
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.html.match(/masonry-item/g)).toHaveLength(1)
    expect(result.html).toContain('>100</div>')
    expect(result.html).not.toContain('>50</div>')
    const { root, items } = parts(result.container)
    expect(texts(items())).toEqual(['100', '50', '80'])
    expect(spots(items())).toEqual([
      ['0px', '0px'],
      ['210px', '0px'],
      ['420px', '0px'],
    ])
    expect(root().style.height).toBe('100px')
    expect(events).toEqual([{ count: 3, placed: true }])
  })

  it.each([
    [
      'tiles',
      { useChildrenForTiles: false, tiles: [{ content: tall(5) }, { content: tall(6) }] },
      [],
    ],
    [
      'a repeated child',
      {},
      [
        {
          ...text('r', ''),
          repeat: { collection: 'state.list' },
          bindings: { 'component.options.text': 'String($item)' },
        },
      ],
    ],
  ] as const)('hydrates %s without mismatch', async (_, options, children) => {
    const result = await hydrateForTest(
      masonryContent(options, [...children] as Block[], { data: { list: [5, 6] } }),
    )
    mounted = result
    expect(result.recoverableErrors).toEqual([])
    expect(result.consoleErrors).toEqual([])
    expect(result.html.match(/masonry-item/g)).toHaveLength(1)
    expect(texts(parts(result.container).items())).toEqual(['5', '6'])
    // Two px columns centred in 600px.
    expect(spots(parts(result.container).items())).toEqual([
      ['100px', '0px'],
      ['300px', '0px'],
    ])
  })

  it('does not measure while hydrating (only the full tile list)', async () => {
    const result = await hydrateForTest(masonryContent({}, tall(1, 2, 3)))
    mounted = result
    const counts = measureMasonry.mock.results.map((result) => result.value.heights.length)
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((count) => count === 3)).toBe(true)
  })
})

describe('Builder:Masonry (builder:masonry:load)', () => {
  it('fires once on the root after the first full layout, bubbling, with the block and root', () => {
    const events: CustomEvent[] = []
    const listener = (event: Event) => events.push(event as CustomEvent)
    document.addEventListener('builder:masonry:load', listener)
    const view = show({}, tall(10, 20))
    view.rerender(masonryContent({ gutterSize: 4 }, tall(10, 20, 30)))
    document.removeEventListener('builder:masonry:load', listener)
    expect(events).toHaveLength(1)
    const [event] = events as [CustomEvent]
    expect(event.target).toBe(view.root())
    expect(event.bubbles).toBe(true)
    expect(event.cancelable).toBe(false)
    expect(event.detail.ref).toBe(view.root())
    expect(event.detail.block.id).toBe('mw')
  })

  it('fires without tiles too', () => {
    const listener = vi.fn()
    document.addEventListener('builder:masonry:load', listener)
    show({})
    document.removeEventListener('builder:masonry:load', listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
