// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  mountCarousel,
  ONE_UP,
  press,
  rootOf,
  slidesOf,
  someSlides,
  text,
  unmountCarousel,
  visibleSlides,
} from './carousel.test-support.tsx'

afterEach(unmountCarousel)

/** Appends `element` to slide `index` (0-based) of the carousel in `container` and focuses it. */
function focusInSlide<T extends HTMLElement>(container: HTMLElement, index: number, element: T): T {
  slidesOf(container)[index]?.appendChild(element)
  act(() => element.focus())
  return element
}

/** An element made focusable, with these attributes. */
function focusable(tag: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag)
  element.tabIndex = 0
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

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
    // Browser shortcuts (Alt+ArrowLeft: back) are left alone.
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey']) {
      const init = { key: 'ArrowLeft', bubbles: true, cancelable: true, [modifier]: true }
      const event = new KeyboardEvent('keydown', init)
      act(() => {
        root.dispatchEvent(event)
      })
      expect(event.defaultPrevented, modifier).toBe(false)
    }
    expect(visibleSlides(container)).toEqual(['3 of 3'])
    // From a control inside (a dot) too.
    const dot = container.querySelector<HTMLElement>('.builder-carousel-dot') as HTMLElement
    act(() => dot.focus())
    press(dot, 'ArrowRight')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    expect(document.activeElement).toBe(dot)
  })

  it('leaves arrow keys to form fields and editable content inside slides', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const editable = focusable('div', { contenteditable: 'true' })
    const bold = editable.appendChild(document.createElement('b'))
    for (const field of ['input', 'textarea', 'select'].map((tag) => document.createElement(tag))) {
      focusInSlide(container, 0, field)
      expect(press(field, 'ArrowRight'), field.tagName).toBe(false)
      field.remove()
    }
    focusInSlide(container, 0, editable)
    expect(press(editable, 'ArrowRight')).toBe(false)
    expect(press(bold, 'ArrowLeft')).toBe(false)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
  })

  it('leaves arrow keys to widgets that use them (tabs, sliders, listboxes, menus)', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    for (const role of ['tab', 'tablist', 'slider', 'listbox', 'menu']) {
      const widget = focusInSlide(container, 0, focusable('div', { role }))
      const inner = widget.appendChild(document.createElement('span'))
      expect(press(widget, 'ArrowRight'), role).toBe(false)
      expect(press(inner, 'ArrowLeft'), role).toBe(false)
      expect(visibleSlides(container)).toEqual(['1 of 3'])
      expect(document.activeElement).toBe(widget)
      widget.remove()
    }
  })

  it('ignores arrow keys that something inside already handled (preventDefault)', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const link = focusInSlide(container, 0, focusable('a', { href: '#x' }))
    link.addEventListener('keydown', (event) => event.preventDefault())
    press(link, 'ArrowRight')
    expect(visibleSlides(container)).toEqual(['1 of 3'])
  })

  it('moves from a link in a slide, moving the focus to the carousel as the slide hides', async () => {
    const { container } = await mountCarousel({ slides: someSlides(3), ...ONE_UP })
    const root = rootOf(container)
    const link = focusInSlide(container, 0, focusable('a', { href: '#x' }))
    expect(press(link, 'ArrowRight')).toBe(true)
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    expect(slidesOf(container)[0]?.hasAttribute('inert')).toBe(true)
    expect(document.activeElement).toBe(root)
    link.remove()
  })

  it('keeps the focus on a link in a slide that stays visible', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(4),
      responsive: [{ breakpoint: 5000, settings: { slidesToShow: 2, slidesToScroll: 1 } }],
    })
    const link = focusInSlide(container, 1, focusable('a', { href: '#x' }))
    press(link, 'ArrowRight')
    expect(visibleSlides(container)).toEqual(['2 of 4', '3 of 4'])
    expect(document.activeElement).toBe(link)
    link.remove()
  })

  it('is not tabbable and ignores keys with accessibility: false, and keeps focus in it', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      accessibility: false,
      focusOnSelect: true,
      ...ONE_UP,
    })
    const root = rootOf(container)
    // Focusable by script only: where the focus goes when its slide hides.
    expect(root.getAttribute('tabindex')).toBe('-1')
    expect(press(root, 'ArrowRight')).toBe(false)
    expect(visibleSlides(container)).toEqual(['1 of 3'])
    const link = focusInSlide(container, 0, focusable('a', { href: '#x' }))
    act(() => slidesOf(container)[1]?.click())
    expect(visibleSlides(container)).toEqual(['2 of 3'])
    expect(document.activeElement).toBe(root)
    link.remove()
  })
})

describe('Builder:Carousel (author arrows and keys)', () => {
  it('leaves Enter and Space to a link or button inside an author arrow', async () => {
    const { container } = await mountCarousel({
      slides: someSlides(3),
      prevButton: [text('pb', 'PREV')],
      nextButton: [text('nb', 'NEXT')],
      ...ONE_UP,
    })
    const next = container.querySelector('.builder-carousel-next') as HTMLElement
    for (const inner of [focusable('a', { href: '#x' }), document.createElement('button')]) {
      next.appendChild(inner)
      act(() => inner.focus())
      expect(press(inner, 'Enter'), inner.tagName).toBe(false)
      expect(press(inner, ' '), inner.tagName).toBe(false)
      expect(visibleSlides(container)).toEqual(['1 of 3'])
      inner.remove()
    }
    expect(press(next, ' ')).toBe(true)
    expect(visibleSlides(container)).toEqual(['2 of 3'])
  })
})
