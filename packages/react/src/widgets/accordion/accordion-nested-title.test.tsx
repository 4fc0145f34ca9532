// @vitest-environment happy-dom
import type { Block } from '@tessera/core'
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Content } from '../../content/content.tsx'
import { defineBlock } from '../../blocks/define-block.ts'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import { accordionBlock } from './definition.ts'
import { buttonsOf, openDetails, press, rootOf, text } from './accordion.test-support.tsx'

/** A custom component rendering a native button (rendered by React, not as static HTML). */
const pushBlock = defineBlock<{ label?: string }>({
  name: 'Test:Push',
  component: ({ label }) => (
    <button type="button" className="push">
      {label}
    </button>
  ),
})

const element = (id: string, name: string, options: Record<string, unknown>): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name, options },
})

/** Two items whose titles hold a Core:Button and a custom button (and a link in the first). */
const items = [
  {
    title: [
      text('t0', 'T0'),
      element('b0', 'Core:Button', { text: 'x' }),
      element('l0', 'Core:Button', { text: 'go', link: '#there' }),
    ],
    detail: [text('d0', 'D0')],
  },
  {
    title: [element('p1', 'Test:Push', { label: 'push' }), text('t1', 'T1')],
    detail: [text('d1', 'D1')],
  },
]

const content = () => (
  <Content
    apiKey="key"
    content={entryWith([element('acc', 'Builder:Accordion', { items })])}
    customComponents={[accordionBlock, pushBlock]}
  />
)

let rendered: HydrationResult | undefined
afterEach(() => {
  rendered?.unmount()
  rendered = undefined
})

async function hydrate() {
  rendered = await hydrateForTest(content())
  return rootOf(rendered.container)
}

/** Dispatches a click on `target`: `detail` 0 is a keyboard activation, 1 a pointer click. */
function click(target: Element | null | undefined, detail: number): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail })
  // The link's own navigation is not what is tested.
  target?.addEventListener('click', (e) => e.preventDefault(), { once: true })
  act(() => {
    target?.dispatchEvent(event)
  })
}

describe('Accordion titles with nested buttons and links', () => {
  it('server-renders the buttons inside the title (no native button around them)', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(content())
    const [first, second] = buttonsOf(rootOf(container))
    expect(first?.tagName).toBe('DIV')
    expect(first?.querySelector('button.builder-button')?.textContent).toBe('x')
    expect(first?.querySelector('a[href="#there"]')?.textContent).toBe('go')
    expect(second?.querySelector('button.push')?.textContent).toBe('push')
    expect(
      container.querySelectorAll('button button, button a, button [role=button]'),
    ).toHaveLength(0)
  })

  it('hydrates without recoverable or console errors', async () => {
    const root = await hydrate()
    expect(rendered?.recoverableErrors).toEqual([])
    expect(rendered?.consoleErrors).toEqual([])
    expect(buttonsOf(root)).toHaveLength(2)
    expect(root.querySelectorAll('button')).toHaveLength(2)
  })

  it('leaves Enter and Space on a nested button or link to it', async () => {
    const root = await hydrate()
    const nested = [
      root.querySelector<HTMLElement>('button.builder-button'),
      root.querySelector<HTMLElement>('a[href="#there"]'),
      root.querySelector<HTMLElement>('button.push'),
    ]
    for (const target of nested) {
      target?.focus()
      expect(document.activeElement).toBe(target)
      expect(press('Enter')).toBe(false)
      expect(press(' ')).toBe(false)
      expect(press('ArrowDown')).toBe(false)
      expect(document.activeElement).toBe(target)
    }
    expect(openDetails(root)).toEqual([])
  })

  it('does not toggle on the keyboard activation of a nested button or link', async () => {
    const root = await hydrate()
    click(root.querySelector('button.builder-button'), 0)
    click(root.querySelector('a[href="#there"]'), 0)
    click(root.querySelector('button.push'), 0)
    expect(openDetails(root)).toEqual([])
  })

  it('toggles on a pointer click anywhere on the title, nested buttons included', async () => {
    const root = await hydrate()
    click(root.querySelector('button.builder-button'), 1)
    expect(openDetails(root)).toEqual(['D0'])
    click(root.querySelector('button.push'), 1)
    expect(openDetails(root)).toEqual(['D0', 'D1'])
    click(root.querySelector('a[href="#there"]'), 1)
    expect(openDetails(root)).toEqual(['D1'])
    // A click without a pointer on the title itself (assistive technology) toggles.
    click(buttonsOf(root)[1], 0)
    expect(openDetails(root)).toEqual([])
  })
})
