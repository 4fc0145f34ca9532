// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { enableAct, hydrateForTest } from '../../testing/render.test-support.tsx'
import { carouselBlock } from './definition.ts'
import {
  carouselContent,
  carouselWidget,
  click,
  mountCarousel,
  ONE_UP,
  resizeTo,
  rootOf,
  slidesOf,
  someSlides,
  text,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

afterEach(() => {
  unmountCarousel()
  resizeTo(1024)
  vi.restoreAllMocks()
})

/** A detached container holding the server HTML of the widget. */
function serverDom(...args: Parameters<typeof carouselContent>) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(carouselContent(...args))
  return container
}

describe('Builder:Carousel (server render and hydration)', () => {
  it('renders only the first slide on the server, labelled among all of them', () => {
    const container = serverDom({ slides: someSlides(3) })
    const slides = slidesOf(container)
    expect(slides).toHaveLength(1)
    expect(slides[0]?.textContent).toBe('Slide 1')
    expect(slides[0]?.getAttribute('role')).toBe('group')
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide')
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 3')
    expect(slides[0]?.hasAttribute('aria-hidden')).toBe(false)
    const root = rootOf(container)
    expect(root.getAttribute('role')).toBe('region')
    expect(root.getAttribute('aria-roledescription')).toBe('carousel')
    expect(root.getAttribute('aria-label')).toBe('Carousel')
    expect(root.getAttribute('tabindex')).toBe('0')
    // Arrows are there (absolutely placed), dots wait for the viewport width.
    expect(container.querySelectorAll('.builder-carousel-arrow')).toHaveLength(2)
    expect(container.querySelector('.builder-carousel-controls')?.children).toHaveLength(0)
  })

  it('renders the slide widths as media queries mirroring responsive (smallest wins last)', () => {
    const root = rootOf(serverDom({ slides: someSlides(3) }))
    const css = root.querySelector('style')?.textContent ?? ''
    const id = root.dataset.carousel
    expect(css).toContain(
      `[data-carousel="${id}"]{--show:1}@media (max-width:3000px){[data-carousel="${id}"]{--show:2}}` +
        `@media (max-width:400px){[data-carousel="${id}"]{--show:1}}`,
    )
  })

  it('hydrates without mismatch, then adds the other slides after the first, which stays put', async () => {
    const container = serverDom({ slides: someSlides(3), ...ONE_UP })
    const before = slidesOf(container)[0]?.outerHTML
    const trackBefore = container.querySelector('.builder-carousel-track')?.getAttribute('style')
    const { container: live, html } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    expect(html).toBe(container.innerHTML)
    const slides = slidesOf(live)
    expect(slides.map((slide) => slide.textContent)).toEqual(['Slide 1', 'Slide 2', 'Slide 3'])
    // The first slide: same element attributes (class, style, labels), same track transform.
    expect(slides[0]?.outerHTML).toBe(before)
    expect(live.querySelector('.builder-carousel-track')?.getAttribute('style')).toBe(trackBefore)
    expect(visibleSlides(live)).toEqual(['1 of 3'])
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true')
    expect(slides[1]?.hasAttribute('inert')).toBe(true)
  })

  it('keeps the first slide the same DOM node, untouched, when the others mount', async () => {
    enableAct()
    const element = carouselContent({ slides: someSlides(3) })
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    document.body.appendChild(container)
    const first = slidesOf(container)[0] as HTMLElement
    const track = container.querySelector('.builder-carousel-track') as HTMLElement
    const [slideHtml, trackStyle] = [first.outerHTML, track.getAttribute('style')]
    const errors: unknown[] = []
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) })
    })
    expect(errors).toEqual([])
    expect(slidesOf(container)).toHaveLength(3)
    expect(slidesOf(container)[0]).toBe(first)
    expect(first.outerHTML).toBe(slideHtml)
    expect(track.getAttribute('style')).toBe(trackStyle)
    // Its width is CSS only (1 / --show of the list): nothing inline to change.
    expect(first.hasAttribute('style')).toBe(false)
    // The added slides come after it.
    expect(first.nextElementSibling).toBe(slidesOf(container)[1])
    act(() => root?.unmount())
    container.remove()
  })

  it('renders through its definition, each slide a block list at slides.<i>.content', async () => {
    const element = (
      <Content
        apiKey="key"
        content={entryWith([carouselWidget({ slides: someSlides(2) })])}
        customComponents={[carouselBlock]}
      />
    )
    const { container, recoverableErrors, consoleErrors, unmount } = await hydrateForTest(element)
    expect([recoverableErrors, consoleErrors]).toEqual([[], []])
    const lists = slidesOf(container).map((slide) => slide.firstElementChild)
    expect(lists.map((list) => list?.getAttribute('builder-path'))).toEqual([
      'component.options.slides.0.content',
      'component.options.slides.1.content',
    ])
    expect(lists[0]?.getAttribute('builder-parent-id')).toBe('cw')
    unmount()
  })

  it('renders the first item only of a repeated child on the server, all after hydration', async () => {
    const children = [
      text('r', '', {
        repeat: { collection: 'state.items', itemName: 'it' },
        bindings: { 'component.options.text': 'state.it' },
      }),
      text('last', 'Last'),
    ]
    const state = { items: ['A', 'B', 'C'] }
    const options = { useChildrenForSlides: true, ...ONE_UP }
    const server = serverDom(options, children, state)
    expect(slidesOf(server).map((slide) => slide.textContent)).toEqual(['A'])
    expect(slidesOf(server)[0]?.getAttribute('aria-label')).toBe('1 of 4')
    const { container } = await mountCarousel(options, children, state)
    expect(slidesOf(container).map((slide) => slide.textContent)).toEqual(['A', 'B', 'C', 'Last'])
    // Each child is the block itself in the slide (its wrapper, no list container).
    expect(slidesOf(container)[3]?.firstElementChild?.classList.contains('builder-block')).toBe(
      true,
    )
  })

  it('renders nothing but an empty track for missing or malformed slides', async () => {
    for (const slides of [undefined, 'x', 3, null, {}]) {
      const { container } = await mountCarousel({ slides })
      expect(slidesOf(container)).toHaveLength(0)
      expect(container.querySelector('.builder-carousel-arrow')).toBeNull()
      unmountCarousel()
    }
    const { container } = await mountCarousel({ slides: [null, { content: 'bad' }, 7] })
    expect(slidesOf(container)).toHaveLength(3)
    expect(container.querySelectorAll('.builder-carousel-dot')).toHaveLength(2)
  })

  it('survives bad option types everywhere', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      hideDots: 'yes',
      autoplay: 'true',
      autoplaySpeed: 'fast',
      prevButton: 'x',
      nextButton: [null],
      useChildrenForSlides: 'no',
      responsive: [null, { breakpoint: 'big' }, { breakpoint: 5000, settings: 'unslick' }, 3],
      accessibility: null,
      focusOnSelect: 1,
      rows: Number.NaN,
      variableWidth: 'y',
      slidesToShow: -1,
      slidesToScroll: Infinity,
    })
    expect(slidesOf(container)).toHaveLength(3)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['2 of 3'])
  })
})
