// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  click,
  mountCarousel,
  ONE_UP,
  press,
  rootOf,
  slidesOf,
  someSlides,
  text,
  transformOf,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

afterEach(unmountCarousel)

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

  it('marks the arrow at an end aria-disabled with infinite: false, default or author', async () => {
    const disabled = (container: HTMLElement) =>
      ['prev', 'next'].map((dir) =>
        container.querySelector(`.builder-carousel-${dir}`)?.getAttribute('aria-disabled'),
      )
    const author = { prevButton: [text('pb', 'PREV')], nextButton: [text('nb', 'NEXT')] }
    for (const options of [{}, author]) {
      const { container } = await mountCarousel({
        slides: someSlides(3),
        infinite: false,
        ...ONE_UP,
        ...options,
      })
      expect(disabled(container)).toEqual(['true', null])
      click(container, '.builder-carousel-next')
      expect(disabled(container)).toEqual([null, null])
      click(container, '.builder-carousel-next')
      expect(disabled(container)).toEqual([null, 'true'])
      const next = container.querySelector('.builder-carousel-next') as HTMLElement
      click(container, '.builder-carousel-next')
      press(next, 'Enter')
      expect(visibleSlides(container)).toEqual(['3 of 3'])
      unmountCarousel()
    }
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    expect(disabled(container)).toEqual([null, null])
  })

  it('labels the region with ariaLabel, else "Carousel"', async () => {
    const label = async (ariaLabel: unknown) => {
      const { container } = await mountCarousel({ slides: someSlides(2), ariaLabel })
      const value = rootOf(container).getAttribute('aria-label')
      unmountCarousel()
      return value
    }
    expect(await label('Featured products')).toBe('Featured products')
    expect(await label(undefined)).toBe('Carousel')
    expect(await label('')).toBe('Carousel')
    expect(await label(7)).toBe('Carousel')
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
