// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.test-support.tsx'
import { heardLoads, listenerCode, setUpLoadEventHydration } from '../load-events.test-support.tsx'
import { someTabs, tabsWidget, testTabsBlock } from './tabs.test-support.tsx'

const TYPE = 'builder:tabs:load'

const { hydrate, unmountNow } = setUpLoadEventHydration(testTabsBlock)

describe('Builder: Tabs (builder:tabs:load)', () => {
  it('fires in a 0 ms timeout, so a Custom Code block after the widget hears it', async () => {
    await hydrate([tabsWidget({ tabs: someTabs(2) }), listenerCode('code', TYPE)])
    expect(heardLoads()).toEqual([])
    act(() => vi.advanceTimersByTime(0))
    expect(heardLoads()).toEqual([`${TYPE} tw`])
  })

  it('fires once on its root, bubbling, with the block', async () => {
    const events: CustomEvent[] = []
    const listener = (event: Event) => events.push(event as CustomEvent)
    document.addEventListener(TYPE, listener)
    try {
      const { container, root } = await hydrate([tabsWidget({ tabs: someTabs(2) })])
      act(() => vi.runAllTimers())
      const element = container.querySelector('.builder-block > div')
      expect(element?.firstElementChild?.className).toBe('builder-tabs-wrap')
      expect(events).toHaveLength(1)
      const event = events[0] as CustomEvent
      expect(event.target).toBe(element)
      expect(event.bubbles).toBe(true)
      expect(event.cancelable).toBe(false)
      expect(event.detail.ref).toBe(element)
      expect(event.detail.block.id).toBe('tw')
      expect(event.detail.block.component.name).toBe('Builder: Tabs')
      const next = entryWith([tabsWidget({ tabs: someTabs(3) })])
      act(() =>
        root.render(<Content apiKey="key" content={next} customComponents={[testTabsBlock]} />),
      )
      act(() => container.querySelector<HTMLElement>('[role="tab"]')?.click())
      act(() => vi.runAllTimers())
      expect(events).toHaveLength(1)
    } finally {
      document.removeEventListener(TYPE, listener)
    }
  })

  it('does not fire when unmounted before the timeout', async () => {
    const listener = vi.fn()
    document.addEventListener(TYPE, listener)
    try {
      await hydrate([tabsWidget({ tabs: someTabs(1) })])
      unmountNow()
      act(() => vi.runAllTimers())
      expect(listener).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener(TYPE, listener)
    }
  })
})
