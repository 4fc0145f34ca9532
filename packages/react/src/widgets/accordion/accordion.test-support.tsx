/**
 * Test helpers of the accordion: content with one `Builder:Accordion` block, rendered through
 * `<Content>` with the widget registered. Used by the accordion's tests only.
 * @module
 */
import type { Block } from '@tessera/core'
import { act } from 'react'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { accordionBlock } from './definition.ts'

/** A Text block. */
export const text = (id: string, value: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: value } },
})

/** `count` items whose title is `T<i>` and detail `D<i>`. */
export const makeItems = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    title: [text(`t${i}`, `T${i}`)],
    detail: [text(`d${i}`, `D${i}`)],
  }))

/** A `<Content>` with one accordion block (id `acc`) with these options and children. */
export function accordionContent(options: Record<string, unknown>, children?: Block[]) {
  const block: Block = {
    '@type': '@builder.io/sdk:Element',
    id: 'acc',
    component: { name: 'Builder:Accordion', options },
    ...(children ? { children } : {}),
  }
  return <Content apiKey="key" content={entryWith([block])} customComponents={[accordionBlock]} />
}

/** The accordion's root element in `container`. */
export const rootOf = (container: HTMLElement) =>
  container.querySelector('.builder-accordion') as HTMLElement

/** The title elements (`div.builder-accordion-title`) of the root. */
export const titlesOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(':scope > .builder-accordion-title'))

/** The detail elements of the root. */
export const detailsOf = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(':scope > .builder-accordion-detail'))

/** The `role="button"` elements of the titles of the root (where the focus goes). */
export const buttonsOf = (root: HTMLElement) =>
  titlesOf(root).map((title) => title.firstElementChild as HTMLElement)

/** Clicks the `role="button"` element of title `index`. */
export function clickTitle(root: HTMLElement, index: number): void {
  const button = buttonsOf(root)[index]
  if (!button) throw new Error(`no title ${index}`)
  act(() => button.click())
}

/**
 * Dispatches a keydown of `key` on `target` (default: the focused element); whether its default
 * was prevented.
 */
export function press(key: string, target: Element | null = document.activeElement): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  act(() => {
    target?.dispatchEvent(event)
  })
  return event.defaultPrevented
}

/** The text of the open details, in DOM order. */
export const openDetails = (root: HTMLElement) => detailsOf(root).map((d) => d.textContent)
