// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import {
  accordionContent,
  buttonsOf,
  clickTitle,
  detailsOf,
  makeItems,
  openDetails,
  rootOf,
  text,
  titlesOf,
} from './accordion.test-support.tsx'

let rendered: HydrationResult | undefined
afterEach(() => {
  rendered?.unmount()
  rendered = undefined
  vi.restoreAllMocks()
})

async function hydrate(
  options: Record<string, unknown>,
  children?: Parameters<typeof accordionContent>[1],
) {
  rendered = await hydrateForTest(accordionContent(options, children))
  expect(rendered.recoverableErrors).toEqual([])
  expect(rendered.consoleErrors).toEqual([])
  return rootOf(rendered.container)
}

describe('Accordion server render', () => {
  it('renders the titles only, closed, as WAI-ARIA headings with role=button elements', () => {
    const html = renderToString(accordionContent({ items: makeItems(2) }))
    expect(html).toContain(
      '<div class="builder-accordion" style="display:flex;flex-direction:column;align-items:stretch">',
    )
    expect(html).not.toContain('builder-accordion-detail')
    expect(html).not.toContain('D0')
    const root = document.createElement('div')
    root.innerHTML = html
    const titles = titlesOf(rootOf(root))
    expect(titles.map((t) => t.className)).toEqual([
      'builder-accordion-title builder-accordion-title-closed',
      'builder-accordion-title builder-accordion-title-closed',
    ])
    expect(titles.map((t) => t.getAttribute('data-index'))).toEqual(['0', '1'])
    expect(titles[0]?.getAttribute('role')).toBe('heading')
    expect(titles[0]?.getAttribute('aria-level')).toBe('3')
    expect(titles[0]?.hasAttribute('style')).toBe(false)
    const button = titles[0]?.firstElementChild as HTMLElement
    expect(button.tagName).toBe('DIV')
    expect(button.getAttribute('role')).toBe('button')
    expect(button.getAttribute('tabindex')).toBe('0')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    // The detail is not in the DOM while closed: no reference to it.
    expect(button.hasAttribute('aria-controls')).toBe(false)
    expect(button.id).toMatch(/-title-0$/)
    expect(button.getAttribute('style')).toBe('cursor:pointer')
    expect(html).not.toContain('<button')
    expect(button.textContent).toBe('T0')
    const list = button.firstElementChild as HTMLElement
    expect(list.getAttribute('builder-path')).toBe('component.options.items.0.title')
    expect(list.getAttribute('builder-parent-id')).toBe('acc')
  })

  it('renders grid titles in rows of gridRowWidth with CSS order', () => {
    const html = renderToString(accordionContent({ items: makeItems(2), grid: true }))
    expect(html).toContain(
      'class="builder-accordion" style="display:flex;flex-direction:row;align-items:flex-start;flex-wrap:wrap"',
    )
    expect(html).toContain('data-index="0" role="heading" aria-level="3" style="order:0;width:25%"')
    expect(html).toContain('data-index="1" role="heading" aria-level="3" style="order:2;width:25%"')
    const wide = renderToString(
      accordionContent({ items: makeItems(1), grid: true, gridRowWidth: '50%' }),
    )
    expect(wide).toContain('style="order:0;width:50%"')
  })
})

describe('Accordion in the browser', () => {
  it('hydrates without mismatch (builder:accordion:load: see accordion-load-event.test.tsx)', async () => {
    const root = await hydrate({ items: makeItems(2) })
    expect(titlesOf(root)).toHaveLength(2)
  })

  it('toggles an item on click, with aria state, ids and the detail list', async () => {
    const root = await hydrate({ items: makeItems(2) })
    clickTitle(root, 0)
    const [title] = titlesOf(root)
    const [button, other] = buttonsOf(root)
    expect(title?.className).toBe('builder-accordion-title builder-accordion-title-open')
    expect(button?.getAttribute('aria-expanded')).toBe('true')
    expect(other?.hasAttribute('aria-controls')).toBe(false)
    const [detail] = detailsOf(root)
    expect(detail?.className).toBe('builder-accordion-detail builder-accordion-detail-open')
    expect(detail?.id).toMatch(/-detail-0$/)
    expect(detail?.id).toBe(button?.getAttribute('aria-controls'))
    expect(document.getElementById(detail?.id ?? '')).toBe(detail)
    expect(detail?.getAttribute('role')).toBe('region')
    expect(detail?.getAttribute('aria-labelledby')).toBe(button?.id)
    expect(detail?.previousElementSibling).toBe(title)
    expect(detail?.hasAttribute('style')).toBe(false)
    const list = detail?.firstElementChild as HTMLElement
    expect(list.getAttribute('builder-path')).toBe('component.options.items.0.detail')
    expect(list.textContent).toBe('D0')
    clickTitle(root, 0)
    expect(detailsOf(root)).toHaveLength(0)
    expect(button?.getAttribute('aria-expanded')).toBe('false')
    expect(button?.hasAttribute('aria-controls')).toBe(false)
    expect(title?.className).toBe('builder-accordion-title builder-accordion-title-closed')
  })

  it('toggles on a click anywhere on the title element', async () => {
    const root = await hydrate({ items: makeItems(1) })
    const { act } = await import('react')
    act(() => titlesOf(root)[0]?.click())
    expect(openDetails(root)).toEqual(['D0'])
  })

  it('keeps several items open by default', async () => {
    const root = await hydrate({ items: makeItems(3) })
    clickTitle(root, 2)
    clickTitle(root, 0)
    expect(openDetails(root)).toEqual(['D0', 'D2'])
    clickTitle(root, 2)
    expect(openDetails(root)).toEqual(['D0'])
  })

  it('opens one at a time with oneAtATime', async () => {
    const root = await hydrate({ items: makeItems(3), oneAtATime: true })
    clickTitle(root, 0)
    clickTitle(root, 1)
    expect(openDetails(root)).toEqual(['D1'])
    expect(titlesOf(root).map((t) => t.className.split(' ')[1])).toEqual([
      'builder-accordion-title-closed',
      'builder-accordion-title-open',
      'builder-accordion-title-closed',
    ])
    clickTitle(root, 1)
    expect(openDetails(root)).toEqual([])
  })

  it('uses the block children with useChildrenForItems', async () => {
    const child = (i: number) => ({
      '@type': '@builder.io/sdk:Element' as const,
      id: `c${i}`,
      children: [text(`ct${i}`, `CT${i}`), text(`cd${i}`, `CD${i}`)],
    })
    const root = await hydrate({ items: makeItems(5), useChildrenForItems: true }, [
      child(0),
      child(1),
    ])
    expect(titlesOf(root).map((t) => t.textContent)).toEqual(['CT0', 'CT1'])
    clickTitle(root, 1)
    expect(openDetails(root)).toEqual(['CD1'])
    const list = detailsOf(root)[0]?.firstElementChild as HTMLElement
    expect(list.getAttribute('builder-path')).toBe('children.1.children')
    expect(list.getAttribute('builder-parent-id')).toBe('acc')
  })

  it('renders no items with useChildrenForItems and no children', async () => {
    const root = await hydrate({ items: makeItems(2), useChildrenForItems: true })
    expect(titlesOf(root)).toHaveLength(0)
  })
})

describe('Accordion with bad options', () => {
  it.each([
    ['a string', 'nope'],
    ['null', null],
    ['an object', { title: [] }],
    ['a number', 3],
  ])('renders an empty accordion when items is %s', async (_, items) => {
    const root = await hydrate({ items })
    expect(root.children).toHaveLength(0)
  })

  it('renders null items and missing or malformed titles and details as empty lists', async () => {
    const root = await hydrate({
      items: [null, {}, { title: 'x', detail: 5 }, 'str', { title: [text('t', 'T')] }],
      oneAtATime: 'yes',
      grid: 1,
      gridRowWidth: 42,
    })
    expect(titlesOf(root).map((t) => t.textContent)).toEqual(['', '', '', '', 'T'])
    expect(root.getAttribute('style')).toContain('flex-direction:column')
    clickTitle(root, 0)
    clickTitle(root, 4)
    expect(detailsOf(root)).toHaveLength(2)
    expect(openDetails(root)).toEqual(['', ''])
  })

  it('renders malformed children with useChildrenForItems', async () => {
    const root = await hydrate({ useChildrenForItems: true }, [
      null as never,
      { '@type': '@builder.io/sdk:Element', id: 'c1' },
      { '@type': '@builder.io/sdk:Element', id: 'c2', children: [text('only', 'Only')] },
    ])
    expect(titlesOf(root).map((t) => t.textContent)).toEqual(['', '', 'Only'])
    clickTitle(root, 2)
    expect(openDetails(root)).toEqual([''])
  })

  it('uses 25% for a gridRowWidth that is not a non-empty string', () => {
    for (const gridRowWidth of [42, '', '  ', null]) {
      const html = renderToString(
        accordionContent({ items: makeItems(1), grid: true, gridRowWidth }),
      )
      expect(html).toContain('style="order:0;width:25%"')
    }
  })
})
