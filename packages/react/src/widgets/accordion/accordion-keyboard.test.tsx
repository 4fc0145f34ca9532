// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import {
  accordionContent,
  buttonsOf,
  makeItems,
  openDetails,
  press,
  rootOf,
  titlesOf,
} from './accordion.test-support.tsx'

let rendered: HydrationResult | undefined
afterEach(() => {
  rendered?.unmount()
  rendered = undefined
})

async function hydrate(options: Record<string, unknown>) {
  rendered = await hydrateForTest(accordionContent(options))
  expect(rendered.recoverableErrors).toEqual([])
  expect(rendered.consoleErrors).toEqual([])
  return rootOf(rendered.container)
}

describe('Accordion keyboard', () => {
  it('moves the focus with ArrowDown and ArrowUp, wrapping', async () => {
    const buttons = buttonsOf(await hydrate({ items: makeItems(3) }))
    buttons[0]?.focus()
    expect(press('ArrowDown')).toBe(true)
    expect(document.activeElement).toBe(buttons[1])
    press('ArrowDown')
    expect(document.activeElement).toBe(buttons[2])
    press('ArrowDown')
    expect(document.activeElement).toBe(buttons[0])
    press('ArrowUp')
    expect(document.activeElement).toBe(buttons[2])
    press('ArrowUp')
    expect(document.activeElement).toBe(buttons[1])
  })

  it('moves the focus to the first and last titles with Home and End', async () => {
    const buttons = buttonsOf(await hydrate({ items: makeItems(4) }))
    buttons[1]?.focus()
    expect(press('End')).toBe(true)
    expect(document.activeElement).toBe(buttons[3])
    expect(press('Home')).toBe(true)
    expect(document.activeElement).toBe(buttons[0])
  })

  it('moves between titles past open details, in grid mode too', async () => {
    const root = await hydrate({ items: makeItems(3), grid: true })
    const buttons = buttonsOf(root)
    act(() => buttons[0]?.click())
    expect(openDetails(root)).toEqual(['D0'])
    buttons[0]?.focus()
    press('ArrowDown')
    expect(document.activeElement).toBe(buttons[1])
  })

  it('toggles the focused title with Enter and Space, without scrolling', async () => {
    const root = await hydrate({ items: makeItems(2) })
    const buttons = buttonsOf(root)
    buttons[1]?.focus()
    expect(press('Enter')).toBe(true)
    expect(openDetails(root)).toEqual(['D1'])
    expect(buttons[1]?.getAttribute('aria-expanded')).toBe('true')
    expect(titlesOf(root)[1]?.className).toBe(
      'builder-accordion-title builder-accordion-title-open',
    )
    expect(press(' ')).toBe(true)
    expect(openDetails(root)).toEqual([])
    expect(buttons[1]?.getAttribute('aria-expanded')).toBe('false')
    press(' ')
    buttons[0]?.focus()
    press('Enter')
    expect(openDetails(root)).toEqual(['D0', 'D1'])
    expect(document.activeElement).toBe(buttons[0])
  })

  it('follows oneAtATime with the keyboard', async () => {
    const root = await hydrate({ items: makeItems(3), oneAtATime: true })
    const buttons = buttonsOf(root)
    buttons[0]?.focus()
    press('Enter')
    press('ArrowDown')
    press(' ')
    expect(openDetails(root)).toEqual(['D1'])
  })

  it('leaves other keys to the browser', async () => {
    const root = await hydrate({ items: makeItems(2) })
    const buttons = buttonsOf(root)
    buttons[0]?.focus()
    for (const key of ['ArrowRight', 'ArrowLeft', 'Tab', 'Escape', 'a', 'Shift']) {
      expect(press(key)).toBe(false)
      expect(document.activeElement).toBe(buttons[0])
    }
    expect(openDetails(root)).toEqual([])
  })

  it('ignores keys from a nested accordion', async () => {
    const nested = {
      '@type': '@builder.io/sdk:Element' as const,
      id: 'inner',
      component: { name: 'Builder:Accordion', options: { items: makeItems(2) } },
    }
    const root = await hydrate({
      items: [{ title: makeItems(1)[0]?.title, detail: [nested] }, ...makeItems(2)],
    })
    act(() => buttonsOf(root)[0]?.click())
    const inner = rootOf(root.querySelector('.builder-accordion-detail') as HTMLElement)
    const innerButtons = buttonsOf(inner)
    innerButtons[0]?.focus()
    press('ArrowDown')
    expect(document.activeElement).toBe(innerButtons[1])
    press('End')
    expect(document.activeElement).toBe(innerButtons[1])
    press('Enter')
    expect(openDetails(inner)).toEqual(['D1'])
    expect(openDetails(root)).toEqual([expect.stringContaining('D1')])
  })
})
