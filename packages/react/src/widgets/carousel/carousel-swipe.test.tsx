// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import { EDGE_FRICTION, TOUCH_THRESHOLD } from './constants.ts'
import {
  mountCarousel,
  carouselWidget,
  ONE_UP,
  slidesOf,
  someSlides,
  testCarouselBlock,
  transformOf,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

afterEach(unmountCarousel)

/** The list width the tests give the track: the swipe threshold is then 500 / 5 = 100 px. */
const WIDTH = 500

async function mount(options: Record<string, unknown> = {}) {
  const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP, ...options })
  const track = container.querySelector('.builder-carousel-track') as HTMLElement
  Object.defineProperty(track, 'clientWidth', { value: WIDTH })
  return { container, track }
}

/** Dispatches a pointer event; the primary button is down during `pointerdown` and `pointermove`. */
function pointer(target: Element, type: string, clientX: number, init: PointerEventInit = {}) {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX,
    pointerId: 1,
    buttons: type == 'pointerdown' || type == 'pointermove' ? 1 : 0,
    ...init,
  })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}

/** Presses at 300, moves by each of `moves` (from the press point) and ends with `end`. */
function drag(track: Element, moves: number[], end = 'pointerup') {
  pointer(track, 'pointerdown', 300)
  for (const move of moves) pointer(track, 'pointermove', 300 + move)
  pointer(track, end, 300 + (moves.at(-1) ?? 0))
}

describe('Builder:Carousel (swipe and drag)', () => {
  it('follows the pointer without transition while dragging', async () => {
    const { container, track } = await mount()
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 240)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + -60px))')
    expect(track.style.transition).toBe('none')
    expect(track.hasPointerCapture(1)).toBe(true)
    pointer(track, 'pointerup', 240)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 0px))')
    expect(track.style.transition).toBe('transform 500ms ease')
  })

  it(`moves when the travel exceeds the width / ${TOUCH_THRESHOLD}, else snaps back`, async () => {
    const { container, track } = await mount()
    drag(track, [-50, -WIDTH / TOUCH_THRESHOLD])
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    drag(track, [-50, -101])
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    drag(track, [120])
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    // Rightwards on the first slide wraps to the last (infinite).
    drag(track, [150])
    expect(visibleSlides(container)).toEqual(['3 of 3'])
  })

  it('snaps back on pointercancel (the browser took the gesture)', async () => {
    const { container, track } = await mount()
    drag(track, [-300], 'pointercancel')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    expect(track.style.transition).toBe('transform 500ms ease')
  })

  it('ignores moves without a press, and presses of other mouse buttons', async () => {
    const { container, track } = await mount()
    pointer(track, 'pointermove', 0)
    pointer(track, 'pointerup', 0)
    pointer(track, 'pointerdown', 300, { button: 2 })
    pointer(track, 'pointermove', 0)
    pointer(track, 'pointerup', 0)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 0px))')
  })

  it('forgets a press released outside the track before it became a drag', async () => {
    const { container, track } = await mount()
    const next = container.querySelector('.builder-carousel-next') as HTMLElement
    for (const end of ['pointerup', 'pointercancel']) {
      pointer(track, 'pointerdown', 300)
      pointer(track, 'pointermove', 295)
      pointer(next, end, 295)
      // Another press, elsewhere, moving over the track: not this carousel's drag.
      pointer(next, 'pointerdown', 295)
      pointer(track, 'pointermove', 200)
      expect(transformOf(container), end).toBe('translateX(calc(0% / var(--show, 1) + 0px))')
      pointer(track, 'pointerup', 100)
      expect(visibleSlides(container)).toEqual(['1 of 3'])
    }
  })

  it('forgets a press when the pointer moves with no button down (release not seen)', async () => {
    const { container, track } = await mount()
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 200, { buttons: 0 })
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 0px))')
    pointer(track, 'pointermove', 150, { buttons: 1 })
    pointer(track, 'pointerup', 150)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 0px))')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
  })

  it('stops listening on the window once released or unmounted', async () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const types = (spy: typeof add) =>
      spy.mock.calls.map((call) => call[0]).filter((type) => type.startsWith('pointer'))
    const { track } = await mount()
    pointer(track, 'pointerdown', 300)
    expect(types(add).sort()).toEqual(['pointercancel', 'pointerup'])
    pointer(track, 'pointerup', 300)
    expect(types(remove).sort()).toEqual(['pointercancel', 'pointerup'])
    pointer(track, 'pointerdown', 300)
    unmountCarousel()
    expect(types(remove)).toHaveLength(4)
    vi.restoreAllMocks()
  })

  it(`applies the edge friction (${EDGE_FRICTION}) past either end when not infinite`, async () => {
    const { container, track } = await mount({ infinite: false })
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 400)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 35px))')
    pointer(track, 'pointermove', 200)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + -100px))')
    pointer(track, 'pointerup', 300)
    drag(track, [-200])
    drag(track, [-200])
    expect(visibleSlides(container)).toEqual(['3 of 3'])
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 100)
    expect(transformOf(container)).toBe('translateX(calc(-200% / var(--show, 1) + -70px))')
    pointer(track, 'pointerup', 100)
    // The threshold reads the pointer's travel, not the track's: still no slide after the last.
    expect(visibleSlides(container)).toEqual(['3 of 3'])
    drag(track, [400])
    expect(visibleSlides(container)).toEqual(['2 of 3'])
  })

  it('has no friction at the ends of an infinite carousel', async () => {
    const { container, track } = await mount()
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 400)
    expect(transformOf(container)).toBe('translateX(calc(0% / var(--show, 1) + 100px))')
  })

  it('swallows the click that ends a drag, not a plain click', async () => {
    const { container, track } = await mount({ focusOnSelect: true })
    const second = () => slidesOf(container)[1] as HTMLElement
    drag(track, [-150])
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 320)
    pointer(track, 'pointerup', 320)
    const swallowed = new MouseEvent('click', { bubbles: true, cancelable: true })
    act(() => {
      slidesOf(container)[0]?.dispatchEvent(swallowed)
    })
    expect(swallowed.defaultPrevented).toBe(true)
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    // A press that barely moved is a click: focusOnSelect goes to that slide.
    drag(track, [4])
    act(() => second().click())
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    act(() => slidesOf(container)[2]?.click())
    expect(visibleSlides(container)).toEqual(['3 of 3'])
  })

  it('does not re-render the blocks of the slides while the track follows the pointer', async () => {
    let renders = 0
    const counter = defineBlock({
      name: 'Counter',
      component: () => {
        renders++
        return null
      },
    })
    // Repeated children: each item's block is a copy made by the carousel, the costly case.
    const child: Block = {
      '@type': '@builder.io/sdk:Element',
      id: 'k',
      component: { name: 'Counter' },
      repeat: { collection: 'state.items' },
    }
    const widget = carouselWidget({ useChildrenForSlides: true, ...ONE_UP }, [child])
    const element = (
      <Content
        apiKey="key"
        content={entryWith([widget], { data: { state: { items: [1, 2, 3] } } })}
        customComponents={[testCarouselBlock, counter]}
      />
    )
    const { container, unmount } = await hydrateForTest(element)
    const track = container.querySelector('.builder-carousel-track') as HTMLElement
    expect(slidesOf(container)).toHaveLength(3)
    const before = renders
    pointer(track, 'pointerdown', 300)
    for (let x = 290; x > 100; x -= 10) pointer(track, 'pointermove', x)
    pointer(track, 'pointerup', 100)
    expect(transformOf(container)).toBe('translateX(calc(-100% / var(--show, 1) + 0px))')
    expect(renders).toBe(before)
    unmount()
  })

  it('cancels native drag of images and links', async () => {
    const { track } = await mount()
    const event = new Event('dragstart', { bubbles: true, cancelable: true })
    act(() => {
      track.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
  })
})
