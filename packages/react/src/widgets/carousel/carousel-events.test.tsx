// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { customCodeBlock } from '../../blocks/custom-code/index.ts'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { SLIDE_SPEED_MS } from './constants.ts'
import {
  carouselWidget,
  click,
  mountCarousel,
  ONE_UP,
  resizeTo,
  rootOf,
  slidesOf,
  someSlides,
  testCarouselBlock,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

const events: CustomEvent[] = []
const listener = (event: Event) => events.push(event as CustomEvent)
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const slidesOfEvents = () => events.map((event) => event.detail.slide)

beforeEach(() => {
  vi.useFakeTimers()
  events.length = 0
  document.addEventListener('builder:carousel:change', listener)
})
afterEach(() => {
  unmountCarousel()
  resizeTo(1024)
  vi.useRealTimers()
  document.removeEventListener('builder:carousel:change', listener)
})

describe('Builder:Carousel (builder:carousel:load)', () => {
  it('fires after a timeout, so a Custom Code block after the widget can listen first', async () => {
    const loads = window as unknown as { __loads?: CustomEvent[] }
    loads.__loads = []
    const script =
      "document.addEventListener('builder:carousel:load', (e) => window.__loads.push(e))"
    const customCode: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'code',
      component: { name: 'Custom Code', options: { code: `<script>${script}</script>` } },
    }
    const element = (
      <Content
        apiKey="key"
        content={entryWith([carouselWidget({ slides: someSlides(2) }), customCode])}
        customComponents={[testCarouselBlock, customCodeBlock]}
      />
    )
    const { container, unmount, recoverableErrors } = await hydrateForTest(element)
    expect(recoverableErrors).toEqual([])
    expect(loads.__loads).toEqual([])
    wait(0)
    const root = rootOf(container)
    expect(loads.__loads).toHaveLength(1)
    const load = loads.__loads[0] as CustomEvent
    expect([load.target, load.bubbles, load.cancelable]).toEqual([root, true, false])
    expect(load.detail.carousel).toBe(root)
    expect(load.detail.ref).toBe(root)
    expect(load.detail.block.id).toBe('cw')
    wait(10_000)
    expect(loads.__loads).toHaveLength(1)
    unmount()
  })

  it('clears its timeout on unmount', async () => {
    const loads: Event[] = []
    const onLoad = (event: Event) => loads.push(event)
    document.addEventListener('builder:carousel:load', onLoad)
    await mountCarousel({ slides: someSlides(2) })
    unmountCarousel()
    expect(vi.getTimerCount()).toBe(0)
    wait(0)
    expect(loads).toEqual([])
    document.removeEventListener('builder:carousel:load', onLoad)
  })
})

describe('Builder:Carousel (builder:carousel:change)', () => {
  it(`fires ${SLIDE_SPEED_MS} ms after a change (when the transition ends)`, async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    wait(0)
    click(container, '.builder-carousel-next')
    wait(SLIDE_SPEED_MS - 1)
    expect(events).toEqual([])
    wait(1)
    expect(slidesOfEvents()).toEqual([1])
    const change = events[0] as CustomEvent
    const root = rootOf(container)
    expect([change.target, change.bubbles, change.cancelable]).toEqual([root, true, false])
    expect(change.detail.carousel).toBe(root)
    expect(change.detail.block.component.name).toBe('Builder:Carousel')
    click(container, '[aria-label="Go to slide 3"]')
    wait(SLIDE_SPEED_MS)
    expect(slidesOfEvents()).toEqual([1, 2])
  })

  it('fires once, for the final slide, when a newer change comes before the end', async () => {
    const { container } = await mountCarousel({ slides: someSlides(4), ...ONE_UP })
    click(container, '.builder-carousel-next')
    wait(200)
    click(container, '.builder-carousel-next')
    wait(200)
    click(container, '.builder-carousel-next')
    wait(SLIDE_SPEED_MS - 1)
    expect(events).toEqual([])
    wait(1)
    expect(slidesOfEvents()).toEqual([3])
    wait(10_000)
    expect(slidesOfEvents()).toEqual([3])
  })

  it('does not fire when a resize only clamps the index, nor for a move to where it is', async () => {
    resizeTo(300)
    const { container } = await mountCarousel({ slides: someSlides(5), infinite: false })
    click(container, '[aria-label="Go to slide 5"]')
    wait(SLIDE_SPEED_MS)
    expect(slidesOfEvents()).toEqual([4])
    // Two slides wide: the last page starts at slide 4.
    resizeTo(1000)
    expect(visibleSlides(container)).toEqual(['4 of 5', '5 of 5'])
    wait(SLIDE_SPEED_MS)
    click(container, '.builder-carousel-next')
    click(container, '[aria-label="Go to slide 4"]')
    wait(SLIDE_SPEED_MS)
    expect(slidesOfEvents()).toEqual([4])
    click(container, '.builder-carousel-prev')
    wait(SLIDE_SPEED_MS)
    expect(slidesOfEvents()).toEqual([4, 1])
  })

  it('does not fire for a focusOnSelect click on a slide of the last page', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), focusOnSelect: true })
    click(container, '.builder-carousel-next')
    wait(SLIDE_SPEED_MS)
    expect(visibleSlides(container)).toEqual(['2 of 3', '3 of 3'])
    act(() => slidesOf(container)[2]?.click())
    wait(SLIDE_SPEED_MS)
    expect(slidesOfEvents()).toEqual([1])
  })

  it('clears a pending change on unmount', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    wait(0)
    click(container, '.builder-carousel-next')
    unmountCarousel()
    expect(vi.getTimerCount()).toBe(0)
  })
})
