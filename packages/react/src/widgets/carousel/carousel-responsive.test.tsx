// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  carouselContent,
  click,
  mountCarousel,
  ONE_UP,
  resizeTo,
  rootOf,
  slidesOf,
  someSlides,
  transformOf,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

afterEach(() => {
  unmountCarousel()
  resizeTo(1024)
  vi.restoreAllMocks()
})

describe('Builder:Carousel (responsive)', () => {
  it('shows 2 slides up to 3000px and 1 up to 400px by default, moving by as many', async () => {
    const { container } = await mountCarousel({ slides: someSlides(5) })
    expect(visibleSlides(container)).toEqual(['1 of 5', '2 of 5'])
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['3 of 5', '4 of 5'])
    expect(transformOf(container)).toBe('translateX(calc(-200% / var(--show, 1) + 0px))')
    resizeTo(400)
    expect(visibleSlides(container)).toEqual(['3 of 5'])
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['4 of 5'])
    resizeTo(3001)
    expect(visibleSlides(container)).toEqual(['4 of 5'])
  })

  it('applies the smallest breakpoint that the width is at most, else the top-level settings', async () => {
    const responsive = [
      { breakpoint: 800, settings: { slidesToShow: 2 } },
      { breakpoint: 600, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    ]
    resizeTo(600)
    const { container } = await mountCarousel({
      slides: someSlides(6),
      responsive,
      slidesToShow: 1,
    })
    expect(visibleSlides(container)).toHaveLength(3)
    resizeTo(601)
    expect(visibleSlides(container)).toHaveLength(2)
    resizeTo(801)
    expect(visibleSlides(container)).toHaveLength(1)
  })

  it('clamps the index so the last page is full (no empty space after the last slide)', async () => {
    const { container } = await mountCarousel({ slides: someSlides(5) })
    click(container, '.builder-carousel-next')
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['4 of 5', '5 of 5'])
    click(container, '.builder-carousel-next')
    expect(visibleSlides(container)).toEqual(['1 of 5', '2 of 5'])
  })

  it('groups rows consecutive slides per column', async () => {
    const { container } = await mountCarousel({ slides: someSlides(5), rows: 2, ...ONE_UP })
    const slides = slidesOf(container)
    expect(slides.map((slide) => slide.children.length)).toEqual([2, 2, 1])
    expect(slides[0]?.textContent).toBe('Slide 1Slide 2')
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 3')
  })

  it('lays out variableWidth slides by content, moving to the slide offset', async () => {
    const { container } = await mountCarousel({ slides: someSlides(4), variableWidth: true })
    expect(rootOf(container).className).toBe('builder-carousel builder-carousel-variable')
    // Which slides fit is not known without measuring: none is hidden.
    expect(visibleSlides(container)).toHaveLength(4)
    Object.defineProperty(slidesOf(container)[2], 'offsetLeft', { value: 120 })
    // slidesToScroll (2 at this width) still applies; slidesToShow counts as 1.
    click(container, '.builder-carousel-next')
    expect(transformOf(container)).toBe('translateX(-120px)')
    Object.defineProperty(slidesOf(container)[3], 'offsetLeft', { value: 200 })
    click(container, '.builder-carousel-next')
    expect(transformOf(container)).toBe('translateX(-200px)')
    click(container, '.builder-carousel-next')
    expect(transformOf(container)).toBe('translateX(0px)')
  })

  it('warns once and ignores variableWidth with rows > 1', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const options = { slides: someSlides(4), variableWidth: true, rows: 2 }
    const message = '[Tessera]: Builder:Carousel: variableWidth is not supported with multiple rows'
    renderToString(carouselContent(options))
    expect(warn.mock.calls).toEqual([[message]])
    warn.mockClear()
    const { container } = await mountCarousel(options)
    click(container, '.builder-carousel-next')
    resizeTo(500)
    // Once for the server render inside mountCarousel, once for the browser's <Content>.
    expect(warn.mock.calls).toEqual([[message], [message]])
    expect(rootOf(container).className).toBe('builder-carousel')
    expect(slidesOf(container)).toHaveLength(2)
  })
})
