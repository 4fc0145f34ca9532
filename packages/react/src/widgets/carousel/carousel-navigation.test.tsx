// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  click,
  mountCarousel,
  ONE_UP,
  rootOf,
  slidesOf,
  someSlides,
  text,
  transformOf,
  unmountCarousel,
  visibleSlides,
} from './test-fixtures.tsx'

afterEach(unmountCarousel)

/** Dispatches a keydown of `key` on `target`, in `act`; returns whether it was prevented. */
function press(target: Element, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  act(() => {
    target.dispatchEvent(event)
  })
  return event.defaultPrevented
}

/** The dots' labels, the current one marked `*`. */
function dots(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.builder-carousel-dot')].map(
    (dot) =>
      (dot.getAttribute('aria-current') === 'true' ? '*' : '') + dot.getAttribute('aria-label'),
  )
}

describe('Builder:Carousel (arrows and dots)', () => {
  it('moves with the default arrows, wrapping around both ways (infinite by default)', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const prev = container.querySelector('.builder-carousel-prev')
    expect(prev?.tagName).toBe('BUTTON')
    expect(prev?.getAttribute('aria-label')).toBe('Previous slide')
    expect(container.querySelector('.builder-carousel-next')?.getAttribute('aria-label')).toBe(
      'Next slide',
    )
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    expect(transformOf(container)).toBe('translateX(calc(-100% / var(--show, 1) + 0px))')
    expect(slidesOf(container)[0]?.getAttribute('aria-hidden')).toBe('true')
    click(container, '.builder-carousel-next')
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    click(container, '.builder-carousel-prev')
    expect(visibleSlides(container)).toEqual(['3 of 3'])
  })

  it('stops at both ends with infinite: false (top level or in a breakpoint)', async () => {
    for (const options of [
      { infinite: false, ...ONE_UP },
      { responsive: [{ breakpoint: 5000, settings: { infinite: false } }] },
    ]) {
      const { container } = await mountCarousel({ slides: someSlides(2), ...options })
      click(container, '.builder-carousel-prev')
      expect(visibleSlides(container)).toEqual(['1 of 2'])
      click(container, '.builder-carousel-next')
      click(container, '.builder-carousel-next')
      expect(visibleSlides(container)).toEqual(['2 of 2'])
      unmountCarousel()
    }
  })

  it('puts the author prevButton on the left going back and nextButton on the right going on', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      prevButton: [text('pb', 'PREV')],
      nextButton: [text('nb', 'NEXT')],
      ...ONE_UP,
    })
    const prev = container.querySelector('.builder-carousel-prev') as HTMLElement
    const next = container.querySelector('.builder-carousel-next') as HTMLElement
    expect(container.querySelector('.builder-carousel-arrow')).toBeNull()
    expect([prev.textContent, prev.getAttribute('role'), prev.getAttribute('tabindex')]).toEqual([
      'PREV',
      'button',
      '0',
    ])
    expect(next.textContent).toBe('NEXT')
    expect(next.querySelector('[builder-path="component.options.nextButton"]')).not.toBeNull()
    act(() => next.click())
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    expect(press(next, 'Enter')).toBe(true)
    expect(visibleSlides(container)).toEqual(['3 of 3'])
    press(prev, ' ')
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    press(prev, 'a')
    expect(visibleSlides(container)).toEqual(['2 of 3'])
  })

  it('has no arrows for a single slide', async () => {
    const { container } = await mountCarousel({ slides: someSlides(1) })
    expect(container.querySelector('.builder-carousel-prev')).toBeNull()
    expect(container.querySelector('.builder-carousel-dot')).toBeNull()
  })

  it('has one dot per page, labelled with the slide it leads to, the current one marked', async () => {
    const { container } = await mountCarousel({ slides: someSlides(5) })
    expect(dots(container)).toEqual(['*Go to slide 1', 'Go to slide 3', 'Go to slide 4'])
    click(container, '[aria-label="Go to slide 4"]')
    expect(visibleSlides(container)).toEqual(['4 of 5', '5 of 5'])
    expect(dots(container)).toEqual(['Go to slide 1', 'Go to slide 3', '*Go to slide 4'])
    click(container, '.builder-carousel-prev')
    expect(dots(container)).toEqual(['*Go to slide 1', 'Go to slide 3', 'Go to slide 4'])
    expect(visibleSlides(container)).toEqual(['2 of 5', '3 of 5'])
  })

  it('hides the dots with hideDots (and has no control row without autoplay)', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), hideDots: true })
    expect(container.querySelector('.builder-carousel-controls')).toBeNull()
  })

  it('goes to a clicked slide with focusOnSelect only', async () => {
    const { container } = await mountCarousel({ slides: someSlides(4), focusOnSelect: true })
    act(() => slidesOf(container)[1]?.click())
    expect(visibleSlides(container)).toEqual(['2 of 4', '3 of 4'])
    unmountCarousel()
    const plain = (await mountCarousel({ slides: someSlides(4) })).container
    act(() => slidesOf(plain)[1]?.click())
    expect(visibleSlides(plain)).toEqual(['1 of 4', '2 of 4'])
  })
})

describe('Builder:Carousel (keyboard)', () => {
  it('moves with ArrowLeft/ArrowRight while it has focus, keeping the focus', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const root = rootOf(container)
    act(() => root.focus())
    expect(document.activeElement).toBe(root)
    expect(press(root, 'ArrowRight')).toBe(true)
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    expect(document.activeElement).toBe(root)
    press(root, 'ArrowLeft')
    press(root, 'ArrowLeft')
    expect(visibleSlides(container)).toEqual(['3 of 3'])
    expect(press(root, 'ArrowUp')).toBe(false)
    // From a control inside (a dot) too.
    const dot = container.querySelector<HTMLElement>('.builder-carousel-dot') as HTMLElement
    act(() => dot.focus())
    press(dot, 'ArrowRight')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    expect(document.activeElement).toBe(dot)
  })

  it('leaves arrow keys to text fields inside slides', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const input = document.createElement('input')
    slidesOf(container)[0]?.appendChild(input)
    input.focus()
    expect(press(input, 'ArrowRight')).toBe(false)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    input.remove()
  })

  it('is not focusable and ignores keys with accessibility: false', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      accessibility: false,
      ...ONE_UP,
    })
    const root = rootOf(container)
    expect(root.hasAttribute('tabindex')).toBe(false)
    expect(press(root, 'ArrowRight')).toBe(false)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
  })
})

describe('Builder:Carousel (events)', () => {
  it('fires builder:carousel:load once and builder:carousel:change on every slide change', async () => {
    const events: CustomEvent[] = []
    const listener = (event: Event) => events.push(event as CustomEvent)
    document.addEventListener('builder:carousel:load', listener)
    document.addEventListener('builder:carousel:change', listener)
    try {
      const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
      const root = rootOf(container)
      expect(events.map((event) => event.type)).toEqual(['builder:carousel:load'])
      const load = events[0] as CustomEvent
      expect([load.target, load.bubbles, load.cancelable]).toEqual([root, true, false])
      expect(load.detail.ref).toBe(root)
      expect(load.detail.block.id).toBe('cw')
      events.length = 0
      click(container, '.builder-carousel-next')
      click(container, '.builder-carousel-prev')
      click(container, '.builder-carousel-prev')
      click(container, '[aria-label="Go to slide 3"]')
      expect(events.map((event) => event.detail.slide)).toEqual([1, 0, 2])
      const change = events[0] as CustomEvent
      expect(change.type).toBe('builder:carousel:change')
      expect(change.target).toBe(root)
      expect(change.detail.carousel).toBe(root)
      expect(change.detail.block.component.name).toBe('Builder:Carousel')
    } finally {
      document.removeEventListener('builder:carousel:load', listener)
      document.removeEventListener('builder:carousel:change', listener)
    }
  })
})
