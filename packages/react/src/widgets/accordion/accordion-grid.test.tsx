// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import {
  accordionContent,
  clickTitle,
  detailsOf,
  makeItems,
  openDetails,
  rootOf,
  titlesOf,
} from './accordion.test-support.tsx'

let rendered: HydrationResult | undefined
afterEach(() => {
  rendered?.unmount()
  rendered = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function hydrate(options: Record<string, unknown>) {
  rendered = await hydrateForTest(accordionContent(options))
  expect(rendered.recoverableErrors).toEqual([])
  expect(rendered.consoleErrors).toEqual([])
  return rootOf(rendered.container)
}

const detailStyle = (root: HTMLElement) => detailsOf(root)[0]?.getAttribute('style')

/**
 * Fakes layout: titles `perRow()` to a row, 30px tall. Records the display of the detail
 * elements whenever a title is measured.
 */
function fakeLayout(perRow: () => number, seenDetailDisplays: string[] = []) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = Number(this.getAttribute('data-index'))
    const isTitle = this.classList.contains('builder-accordion-title')
    for (const detail of this.parentElement?.querySelectorAll<HTMLElement>(
      ':scope > .builder-accordion-detail',
    ) ?? [])
      seenDetailDisplays.push(detail.style.display)
    const top = isTitle ? Math.floor(index / perRow()) * 30 : 0
    const height = isTitle ? 30 : 0
    return { top, bottom: top + height, left: 0, right: 100, width: 100, height } as DOMRect
  })
  return seenDetailDisplays
}

describe('Accordion grid', () => {
  it('places the detail after the row of its title (25%: four a row) without layout', async () => {
    const root = await hydrate({ items: makeItems(6), grid: true })
    expect(titlesOf(root).map((t) => t.style.order)).toEqual(['0', '2', '4', '6', '8', '10'])
    clickTitle(root, 1)
    expect(detailStyle(root)).toBe('order: 7; width: 100%;')
    expect(detailsOf(root)[0]?.previousElementSibling).toBe(titlesOf(root)[1])
    clickTitle(root, 5)
    expect(openDetails(root)).toEqual(['D5'])
    expect(detailStyle(root)).toBe('order: 11; width: 100%;')
    clickTitle(root, 5)
    expect(openDetails(root)).toEqual([])
  })

  it('opens one item at a time', async () => {
    const root = await hydrate({ items: makeItems(3), grid: true, oneAtATime: false })
    clickTitle(root, 0)
    clickTitle(root, 2)
    expect(openDetails(root)).toEqual(['D2'])
    expect(titlesOf(root).map((t) => t.className.endsWith('-open'))).toEqual([false, false, true])
  })

  it('follows gridRowWidth', async () => {
    const half = await hydrate({ items: makeItems(4), grid: true, gridRowWidth: '50%' })
    expect(titlesOf(half)[0]?.style.width).toBe('50%')
    clickTitle(half, 0)
    expect(detailStyle(half)).toBe('order: 3; width: 100%;')
    rendered?.unmount()
    const fixed = await hydrate({ items: makeItems(4), grid: true, gridRowWidth: '200px' })
    clickTitle(fixed, 2)
    expect(detailStyle(fixed)).toBe('order: 5; width: 100%;')
  })

  it('measures the rows after layout, with the details out of the flow', async () => {
    const seen = fakeLayout(() => 3)
    const root = await hydrate({ items: makeItems(7), grid: true })
    clickTitle(root, 1)
    expect(detailStyle(root)).toBe('order: 5; width: 100%;')
    clickTitle(root, 6)
    expect(detailStyle(root)).toBe('order: 13; width: 100%;')
    expect(seen).toContain('none')
    expect(seen.every((display) => display === 'none')).toBe(true)
    expect(detailsOf(root)[0]?.style.display).toBe('')
  })

  it('measures again when the accordion is resized', async () => {
    const observers: { callback: () => void; disconnected: boolean }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry = { callback: () => {}, disconnected: false }
        constructor(callback: () => void) {
          this.entry.callback = callback
          observers.push(this.entry)
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true
        }
      },
    )
    let perRow = 4
    fakeLayout(() => perRow)
    const root = await hydrate({ items: makeItems(8), grid: true })
    clickTitle(root, 1)
    expect(detailStyle(root)).toBe('order: 7; width: 100%;')
    perRow = 2
    act(() => observers.at(-1)?.callback())
    expect(detailStyle(root)).toBe('order: 3; width: 100%;')
    clickTitle(root, 1)
    expect(observers.every((observer) => observer.disconnected)).toBe(true)
  })

  it('shows the last opened item when grid is turned on with several open', async () => {
    const root = await hydrate({ items: makeItems(3) })
    clickTitle(root, 2)
    clickTitle(root, 0)
    expect(openDetails(root)).toEqual(['D0', 'D2'])
    await act(async () =>
      rendered?.root.render(accordionContent({ items: makeItems(3), grid: true })),
    )
    expect(openDetails(root)).toEqual(['D0'])
    expect(detailStyle(root)).toBe('order: 5; width: 100%;')
    clickTitle(root, 0)
    expect(openDetails(root)).toEqual([])
    clickTitle(root, 2)
    expect(openDetails(root)).toEqual(['D2'])
    clickTitle(root, 1)
    expect(openDetails(root)).toEqual(['D1'])
  })

  it('keeps the open items within the list when items are removed', async () => {
    const root = await hydrate({ items: makeItems(3), grid: true })
    clickTitle(root, 2)
    await act(async () =>
      rendered?.root.render(accordionContent({ items: makeItems(2), grid: true })),
    )
    expect(openDetails(root)).toEqual([])
    expect(titlesOf(root)).toHaveLength(2)
  })
})
