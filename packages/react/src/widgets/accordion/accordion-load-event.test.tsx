// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { heardLoads, listenerCode, setUpLoadEventHydration } from '../load-events.test-support.tsx'
import { makeItems, rootOf } from './accordion.test-support.tsx'
import { accordionBlock } from './definition.ts'

const TYPE = 'builder:accordion:load'
const accordion: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'acc',
  component: { name: 'Builder:Accordion', options: { items: makeItems(2) } },
}

const { hydrate, unmountNow } = setUpLoadEventHydration(accordionBlock)

describe('Accordion: builder:accordion:load', () => {
  it('fires in a 0 ms timeout, so a Custom Code block after the widget hears it', async () => {
    await hydrate([accordion, listenerCode('code', TYPE)])
    expect(heardLoads()).toEqual([])
    act(() => vi.advanceTimersByTime(0))
    expect(heardLoads()).toEqual([`${TYPE} acc`])
    act(() => vi.advanceTimersByTime(1000))
    expect(heardLoads()).toEqual([`${TYPE} acc`])
  })

  it('fires once on the root, bubbling, not cancelable, with the block and the root', async () => {
    const events: CustomEvent[] = []
    const listener = (event: Event) => events.push(event as CustomEvent)
    document.addEventListener(TYPE, listener)
    try {
      const { container } = await hydrate([accordion])
      act(() => vi.runAllTimers())
      const root = rootOf(container)
      expect(events).toHaveLength(1)
      const event = events[0] as CustomEvent<{ block: { id: string }; ref: HTMLElement }>
      expect(event.target).toBe(root)
      expect(event.bubbles).toBe(true)
      expect(event.cancelable).toBe(false)
      expect(event.detail.ref).toBe(root)
      expect(event.detail.block.id).toBe('acc')
    } finally {
      document.removeEventListener(TYPE, listener)
    }
  })

  it('does not fire when unmounted before the timeout', async () => {
    const listener = vi.fn()
    document.addEventListener(TYPE, listener)
    try {
      await hydrate([accordion])
      unmountNow()
      act(() => vi.runAllTimers())
      expect(listener).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener(TYPE, listener)
    }
  })
})
