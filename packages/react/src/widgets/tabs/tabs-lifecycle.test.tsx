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

async function mount(options: Record<string, unknown>) {
  mounted = await hydrateForTest(tabsContent(options))
  expect(mounted.recoverableErrors).toEqual([])
  expect(mounted.consoleErrors).toEqual([])
  return mounted
}

function rerender(options: Record<string, unknown>) {
  act(() => mounted?.root.render(tabsContent(options)))
}

/** 1-based open tab (0: none) and the panel's text. */
function open(container: HTMLElement) {
  const tabs = [...container.querySelectorAll('[role="tab"]')]
  const active = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true') + 1
  return [active, container.querySelector('[role="tabpanel"]')?.textContent ?? null]
}

describe('Builder: Tabs (lifecycle)', () => {
  it('opens the new default when defaultActiveTab changes, and keeps the choice otherwise', async () => {
    const { container } = await mount({ tabs: someTabs(3), defaultActiveTab: 1 })
    act(() => container.querySelectorAll<HTMLElement>('[role="tab"]')[1]?.click())
    expect(open(container)).toEqual([2, 'Content 2'])
    rerender({ tabs: someTabs(3), defaultActiveTab: 1, tabHeaderLayout: 'center' })
    expect(open(container)).toEqual([2, 'Content 2'])
    rerender({ tabs: someTabs(3), defaultActiveTab: 3 })
    expect(open(container)).toEqual([3, 'Content 3'])
    rerender({ tabs: someTabs(3), defaultActiveTab: 0 })
    expect(open(container)).toEqual([0, null])
  })

  it('shows no tab while the open one is past the last, and again when it is back', async () => {
    const { container } = await mount({ tabs: someTabs(3), defaultActiveTab: 3 })
    rerender({ tabs: someTabs(2), defaultActiveTab: 3 })
    expect(open(container)).toEqual([0, null])
    expect(container.querySelector<HTMLElement>('[role="tab"]')?.tabIndex).toBe(0)
    rerender({ tabs: 'broken', defaultActiveTab: 3 })
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(0)
    rerender({ tabs: someTabs(4), defaultActiveTab: 3 })
    expect(open(container)).toEqual([3, 'Content 3'])
  })

  it('remounts the panel content for each tab', async () => {
    const { container } = await mount({ tabs: someTabs(2) })
    const first = container.querySelector('[role="tabpanel"]')
    act(() => container.querySelectorAll<HTMLElement>('[role="tab"]')[1]?.click())
    const second = container.querySelector('[role="tabpanel"]')
    expect(second).not.toBe(first)
    expect(second?.id).not.toBe(first?.id)
  })
})
