/**
 * Content and DOM helpers for the tests of the `Builder:Carousel` widget (its tests only).
 * @module
 */
import type { Block } from '@tessera/core'
import { act } from 'react'
import { expect } from 'vitest'
import { Content } from '../../content/content.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import { Carousel } from './carousel.tsx'
import type { CarouselOptions } from './carousel.tsx'

/** The widget registered under its name (the built-in registration loads it by name). */
export const testCarouselBlock = defineBlock<CarouselOptions>({
  name: 'Builder:Carousel',
  component: Carousel,
  canHaveChildren: true,
})

/** A Text block with id `id` saying `value`. */
export function text(id: string, value: string, extra: Partial<Block> = {}): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: { name: 'Text', options: { text: value } },
    ...extra,
  }
}

/** `count` slides saying `Slide 1`… (block ids `s1`…). */
export function someSlides(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    content: [text(`s${i + 1}`, `Slide ${i + 1}`)],
  }))
}

/** One slide per viewport width everywhere (no breakpoints apply). */
export const ONE_UP = { responsive: [] }

/** The widget's block (id `cw`) with these options and children. */
export function carouselWidget(options: Record<string, unknown>, children?: Block[]): Block {
  return {
    '@type': '@builder.io/sdk:Element',
    id: 'cw',
    component: { name: 'Builder:Carousel', options },
    ...(children && { children }),
  }
}

/** `<Content>` rendering the widget (with `state` as the content's state). */
export function carouselContent(
  options: Record<string, unknown>,
  children?: Block[],
  state: Record<string, unknown> = {},
) {
  return (
    <Content
      apiKey="key"
      content={entryWith([carouselWidget(options, children)], { data: { state } })}
      customComponents={[testCarouselBlock]}
    />
  )
}

let mounted: HydrationResult | undefined

/** Server-renders and hydrates the widget, asserting no hydration problem. */
export async function mountCarousel(
  options: Record<string, unknown>,
  children?: Block[],
  state?: Record<string, unknown>,
): Promise<HydrationResult> {
  mounted = await hydrateForTest(carouselContent(options, children, state))
  expect(mounted.recoverableErrors).toEqual([])
  expect(mounted.consoleErrors).toEqual([])
  return mounted
}

/** Unmounts what {@link mountCarousel} mounted (call in `afterEach`). */
export function unmountCarousel(): void {
  mounted?.unmount()
  mounted = undefined
}

/** The widget's root element. */
export function rootOf(container: HTMLElement): HTMLElement {
  return container.querySelector('.builder-carousel') as HTMLElement
}

/** The slides' elements. */
export function slidesOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.builder-carousel-slide')]
}

/** Labels ("1 of 3") of the slides neither hidden nor inert. */
export function visibleSlides(container: HTMLElement): string[] {
  return slidesOf(container)
    .filter((slide) => !slide.hasAttribute('aria-hidden') && !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label') ?? '')
}

/** The track's transform. */
export function transformOf(container: HTMLElement): string {
  return container.querySelector<HTMLElement>('.builder-carousel-track')?.style.transform ?? ''
}

/** Clicks the element matching `selector` inside `container`, in `act`. */
export function click(container: HTMLElement, selector: string): void {
  const element = container.querySelector<HTMLElement>(selector)
  if (!element) throw new Error(`nothing matches ${selector}`)
  act(() => element.click())
}

/** Sets the viewport width and fires `resize`, in `act`. */
export function resizeTo(width: number): void {
  act(() => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM
    happyDOM.setViewport({ width })
    window.dispatchEvent(new Event('resize'))
  })
}

/** Dispatches a keydown of `key` on `target`, in `act`; returns whether it was prevented. */
export function press(target: Element, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  act(() => {
    target.dispatchEvent(event)
  })
  return event.defaultPrevented
}
