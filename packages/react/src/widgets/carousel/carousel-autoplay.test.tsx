// @vitest-environment happy-dom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLIDE_SPEED_MS } from './constants.ts'
import {
  carouselContent,
  mountCarousel,
  ONE_UP,
  rootOf,
  someSlides,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  unmountCarousel()
  vi.useRealTimers()
})

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** The first visible slide's number. */
const at = (container: HTMLElement) => Number(visibleSlides(container)[0]?.split(' ')[0])
const pauseButton = (container: HTMLElement) =>
  container.querySelector('.builder-carousel-pause') as HTMLElement

/** Pointer over / out of `element` from / to outside the carousel (React's enter and leave). */
function hover(element: Element, over: boolean) {
  const type = over ? 'pointerover' : 'pointerout'
  act(() => {
    element.dispatchEvent(new PointerEvent(type, { bubbles: true, relatedTarget: document.body }))
  })
}

describe('Builder:Carousel (autoplay)', () => {
  it('steps every 3000 + 50 ms when autoplaySpeed is absent, wrapping around', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true, ...ONE_UP })
    expect(at(container)).toBe(1)
    wait(3049)
    expect(at(container)).toBe(1)
    wait(1)
    expect(at(container)).toBe(2)
    wait(3050)
    expect(at(container)).toBe(3)
    wait(3050)
    expect(at(container)).toBe(1)
  })

  it('reads autoplaySpeed in seconds; 0 and invalid values give the 3 s default', async () => {
    const cases: [unknown, number][] = [
      [5, 5050],
      [0.5, 550],
      [0, 3050],
      [-2, 3050],
      [Number.NaN, 3050],
      [Infinity, 3050],
      ['4', 3050],
      [null, 3050],
    ]
    for (const [autoplaySpeed, interval] of cases) {
      const { container } = await mountCarousel({
        slides: someSlides(3),
        autoplay: true,
        autoplaySpeed,
        ...ONE_UP,
      })
      wait(interval - 1)
      expect(at(container), String(autoplaySpeed)).toBe(1)
      wait(1)
      expect(at(container), String(autoplaySpeed)).toBe(2)
      unmountCarousel()
    }
  })

  it('does nothing timed without autoplay, nor on the server', async () => {
    renderToString(carouselContent({ slides: someSlides(3), autoplay: true }))
    expect(vi.getTimerCount()).toBe(0)
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    // Only the timeout of builder:carousel:load.
    expect(vi.getTimerCount()).toBe(1)
    wait(0)
    expect(vi.getTimerCount()).toBe(0)
    wait(60_000)
    expect(at(container)).toBe(1)
    expect(pauseButton(container)).toBeNull()
  })

  it('moves by slidesToScroll and clears its timer on unmount', async () => {
    const { container } = await mountCarousel({ slides: someSlides(5), autoplay: true })
    wait(3050)
    expect(visibleSlides(container)).toEqual(['3 of 5', '4 of 5'])
    // Once builder:carousel:change has fired.
    wait(SLIDE_SPEED_MS)
    expect(vi.getTimerCount()).toBe(1)
    unmountCarousel()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true, ...ONE_UP })
    const root = rootOf(container)
    wait(3000)
    hover(root, true)
    wait(10_000)
    expect(at(container)).toBe(1)
    hover(root, false)
    // A fresh interval from the moment it resumes.
    wait(3049)
    expect(at(container)).toBe(1)
    wait(1)
    expect(at(container)).toBe(2)
  })

  it('pauses while focus is inside and resumes when it leaves the carousel', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true, ...ONE_UP })
    const root = rootOf(container)
    act(() => root.focus())
    wait(10_000)
    expect(at(container)).toBe(1)
    // Focus moving inside keeps it paused.
    act(() => pauseButton(container).focus())
    wait(10_000)
    expect(at(container)).toBe(1)
    const outside = document.createElement('button')
    document.body.appendChild(outside)
    act(() => outside.focus())
    wait(3050)
    expect(at(container)).toBe(2)
    outside.remove()
  })

  it('needs both hover and focus to end before resuming', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true, ...ONE_UP })
    const root = rootOf(container)
    hover(root, true)
    act(() => root.focus())
    hover(root, false)
    wait(10_000)
    expect(at(container)).toBe(1)
    act(() => root.blur())
    wait(3050)
    expect(at(container)).toBe(2)
  })

  it('has a pause/play button whose pause wins over hover and focus ending', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true, ...ONE_UP })
    const root = rootOf(container)
    const track = container.querySelector('.builder-carousel-track') as HTMLElement
    const button = pauseButton(container)
    expect(button.getAttribute('aria-label')).toBe('Stop slide rotation')
    expect(track.getAttribute('aria-live')).toBe('off')
    hover(root, true)
    act(() => button.click())
    expect(button.getAttribute('aria-label')).toBe('Start slide rotation')
    expect(button.textContent).toBe('▶')
    expect(track.getAttribute('aria-live')).toBe('polite')
    hover(root, false)
    act(() => root.focus())
    act(() => root.blur())
    wait(20_000)
    expect(at(container)).toBe(1)
    // Play takes effect at once, though the pointer and focus are on the button.
    hover(root, true)
    act(() => button.focus())
    act(() => button.click())
    expect(button.getAttribute('aria-label')).toBe('Stop slide rotation')
    expect(button.textContent).toBe('❚❚')
    wait(3050)
    expect(at(container)).toBe(2)
  })

  it('puts the pause/play button first in tab order, the list showing first', async () => {
    const server = document.createElement('div')
    server.innerHTML = renderToString(carouselContent({ slides: someSlides(3), autoplay: true }))
    const { container } = await mountCarousel({ slides: someSlides(3), autoplay: true })
    for (const root of [rootOf(server), rootOf(container)]) {
      const focusable = root.querySelectorAll('button, a[href], [tabindex]')
      expect(focusable[0]).toBe(pauseButton(root))
      expect(pauseButton(root).nextElementSibling?.className).toBe('builder-carousel-list')
    }
    // Shown after the list, beside the dots, by CSS order (no layout shift).
    expect(rootOf(container).querySelector('style')?.textContent).toMatch(
      /\.builder-carousel-list\{[^}]*order:-1/,
    )
  })

  it('keeps the pause button when the dots are hidden', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      autoplay: true,
      hideDots: true,
    })
    expect(container.querySelector('.builder-carousel-dot')).toBeNull()
    expect(pauseButton(container).getAttribute('aria-label')).toBe('Stop slide rotation')
  })
})
