// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrateForTest } from '../../testing/render.test-support.tsx'
import type { HydrationResult } from '../../testing/render.test-support.tsx'
import { someTabs, tabsContent } from './tabs.test-support.tsx'

let mounted: HydrationResult | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

/** Server-renders and hydrates the widget, checking that hydration matched. */
async function mount(options: Record<string, unknown>) {
  mounted = await hydrateForTest(tabsContent(options))
  expect(mounted.recoverableErrors).toEqual([])
  expect(mounted.consoleErrors).toEqual([])
  const { container } = mounted
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')]
  /** Tab `n` (1-based). */
  const tab = (n: number) => {
    const element = tabs()[n - 1]
    if (!element) throw new Error(`no tab ${n}`)
    return element
  }
  return {
    container,
    tabs,
    tab,
    /** 1-based open tab (0: none), checked against classes, ARIA, tabindex and the panel. */
    open() {
      const list = tabs()
      const active = list.findIndex((tab) => tab.classList.contains('builder-tab-active'))
      const panels = container.querySelectorAll('[role="tabpanel"]')
      expect(panels.length).toBe(active < 0 ? 0 : 1)
      list.forEach((tab, index) => {
        expect(tab.getAttribute('aria-selected')).toBe(String(index === active))
        expect(tab.tabIndex).toBe(index === Math.max(active, 0) ? 0 : -1)
      })
      if (active >= 0) {
        const panel = panels[0] as HTMLElement
        expect(panel.id).toBe(tab(active + 1).getAttribute('aria-controls'))
        expect(panel.getAttribute('aria-labelledby')).toBe(tab(active + 1).id)
        expect(panel.textContent).toBe(`Content ${active + 1}`)
      }
      return active + 1
    },
    click(n: number) {
      act(() => tab(n).click())
    },
    /** Dispatches `key` on the focused element; returns whether the default was prevented. */
    press(key: string, init: KeyboardEventInit = {}) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
      act(() => {
        document.activeElement?.dispatchEvent(event)
      })
      return event.defaultPrevented
    },
    focused: () => tabs().indexOf(document.activeElement as HTMLElement) + 1,
  }
}

describe('Builder: Tabs (hydrated)', () => {
  it('hydrates the server HTML without mismatch, for each default', async () => {
    for (const defaultActiveTab of [undefined, 0, 2, 9]) {
      const tabs = await mount({ tabs: someTabs(2), defaultActiveTab })
      expect(tabs.container.innerHTML).toBe(mounted?.html)
      mounted?.unmount()
      mounted = undefined
    }
  })

  it('opens a clicked tab; clicking the open one keeps it open', async () => {
    const tabs = await mount({ tabs: someTabs(3) })
    expect(tabs.open()).toBe(1)
    tabs.click(3)
    expect(tabs.open()).toBe(3)
    expect(tabs.tab(3).getAttribute('style')).toBe('background-color: rgba(0, 0, 0, 0.1);')
    expect(tabs.tab(1).hasAttribute('style')).toBe(false)
    tabs.click(3)
    expect(tabs.open()).toBe(3)
  })

  it('with collapsible, clicking the open tab closes it and clicking again opens it', async () => {
    const tabs = await mount({ tabs: someTabs(2), collapsible: true, defaultActiveTab: 2 })
    tabs.click(2)
    expect(tabs.open()).toBe(0)
    tabs.click(2)
    expect(tabs.open()).toBe(2)
    tabs.click(1)
    expect(tabs.open()).toBe(1)
  })

  it('opens a tab from none (defaultActiveTab 0)', async () => {
    const tabs = await mount({ tabs: someTabs(2), defaultActiveTab: 0 })
    expect(tabs.open()).toBe(0)
    tabs.click(2)
    expect(tabs.open()).toBe(2)
  })

  it('treats only true as collapsible', async () => {
    const tabs = await mount({ tabs: someTabs(2), collapsible: 'yes' })
    tabs.click(1)
    expect(tabs.open()).toBe(1)
  })

  it('moves focus and opens with the arrows (wrapping), Home and End', async () => {
    const tabs = await mount({ tabs: someTabs(3) })
    tabs.tab(1).focus()
    const steps: [string, number][] = [
      ['ArrowRight', 2],
      ['ArrowRight', 3],
      ['ArrowRight', 1],
      ['ArrowLeft', 3],
      ['ArrowLeft', 2],
      ['Home', 1],
      ['End', 3],
    ]
    for (const [key, expected] of steps) {
      expect(tabs.press(key)).toBe(true)
      expect(tabs.focused()).toBe(expected)
      expect(tabs.open()).toBe(expected)
    }
  })

  it('arrows never close a tab, even when collapsible', async () => {
    const tabs = await mount({ tabs: someTabs(1), collapsible: true })
    tabs.tab(1).focus()
    expect(tabs.press('ArrowRight')).toBe(true)
    expect(tabs.open()).toBe(1)
  })

  it('opens the focused tab with Enter and Space', async () => {
    const tabs = await mount({ tabs: someTabs(3), defaultActiveTab: 0 })
    tabs.tab(2).focus()
    expect(tabs.press('Enter')).toBe(true)
    expect(tabs.open()).toBe(2)
    tabs.tab(3).focus()
    expect(tabs.press(' ')).toBe(true)
    expect(tabs.open()).toBe(3)
    expect(tabs.press('Enter')).toBe(true)
    expect(tabs.open()).toBe(3)
  })

  it('with collapsible, Enter and Space toggle the focused open tab', async () => {
    const tabs = await mount({ tabs: someTabs(2), collapsible: true })
    tabs.tab(1).focus()
    expect(tabs.press('Enter')).toBe(true)
    expect(tabs.open()).toBe(0)
    expect(tabs.press(' ')).toBe(true)
    expect(tabs.open()).toBe(1)
    expect(tabs.press(' ')).toBe(true)
    expect(tabs.open()).toBe(0)
    expect(tabs.focused()).toBe(1)
  })

  it('leaves other keys, modified keys and keys from inside a label alone', async () => {
    const tabs = await mount({ tabs: someTabs(2) })
    tabs.tab(1).focus()
    expect(tabs.press('a')).toBe(false)
    expect(tabs.press('ArrowDown')).toBe(false)
    expect(tabs.press('ArrowRight', { altKey: true })).toBe(false)
    expect(tabs.press('End', { ctrlKey: true })).toBe(false)
    expect(tabs.press('Home', { metaKey: true })).toBe(false)
    expect(tabs.focused()).toBe(1)
    expect(tabs.open()).toBe(1)
    const inner = tabs.tab(1).querySelector<HTMLElement>('.builder-text') as HTMLElement
    inner.tabIndex = 0
    inner.focus()
    expect(tabs.press('ArrowRight')).toBe(false)
    expect(tabs.press('Enter')).toBe(false)
    expect(tabs.open()).toBe(1)
  })
})
