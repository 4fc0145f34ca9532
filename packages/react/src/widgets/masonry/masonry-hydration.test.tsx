// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { parts, spots } from './dom.test-support.tsx'
import { masonryContent, text } from './masonry.test-support.tsx'
import { fakeSizes, measureMasonry, resetFakeSizes } from './fake-measure.test-support.ts'

vi.mock('./measure.ts', () => import('./fake-measure.test-support.ts'))

/** Text children saying their heights, ids t0, t1… */
const tall = (...heights: number[]) => heights.map((h, i) => text(`t${i}`, String(h)))
const texts = (items: HTMLElement[]) => items.map((item) => item.textContent)

let mounted: { unmount(): void } | undefined
beforeEach(() => resetFakeSizes())
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const result = await hydrateForTest(element)
    act(() => vi.runOnlyPendingTimers())
    vi.useRealTimers()
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
    expect(root().style.width).toBe('620px')
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
    // Two px columns from the left; the root as wide as they are.
    expect(spots(parts(result.container).items())).toEqual([
      ['0px', '0px'],
      ['200px', '0px'],
    ])
    expect(parts(result.container).root().style.width).toBe('400px')
  })

  it('keeps the server-rendered first tile where it was (left 0) when the columns leave room', async () => {
    // 900px of room, 200px columns: four columns (800px); centring them would move the first
    // tile 50px to the right after hydration.
    fakeSizes.width = 900
    const result = await hydrateForTest(masonryContent({}, tall(10, 20, 30, 40, 50)))
    mounted = result
    expect(result.recoverableErrors).toEqual([])
    expect(result.html).toMatch(/<div class="masonry-item" style="width:200px;display:flex/)
    const { root, items } = parts(result.container)
    expect(spots(items()).map(([left]) => left)).toEqual(['0px', '200px', '400px', '600px', '0px'])
    expect(root().style.width).toBe('800px')
  })

  it('does not measure while hydrating (only the full tile list)', async () => {
    const result = await hydrateForTest(masonryContent({}, tall(1, 2, 3)))
    mounted = result
    const counts = measureMasonry.mock.results.map((result) => result.value.heights.length)
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((count) => count === 3)).toBe(true)
  })
})
