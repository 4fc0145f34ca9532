// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"suppressInsecureJavaScriptEnvironmentWarning":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import type { Block } from '@tessera/core'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../../content/content.tsx'
import { entryWith } from '../../testing/content-html.tsx'
import { hydrateForTest } from '../../testing/render-for-test.tsx'
import type { HydrationResult } from '../../testing/render-for-test.tsx'
import { heardLoads, listenerCode, stopListening } from '../load-event-test-helpers.tsx'
import { makeItems, rootOf } from './accordion-test-helpers.tsx'
import { accordionBlock } from './definition.ts'

const TYPE = 'builder:accordion:load'
const accordion: Block = {
  '@type': '@builder.io/sdk:Element',
  id: 'acc',
  component: { name: 'Builder:Accordion', options: { items: makeItems(2) } },
}

let rendered: HydrationResult | undefined
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  rendered?.unmount()
  rendered = undefined
  stopListening()
  vi.useRealTimers()
})

/** Hydrates the server HTML of these blocks; checks there was no mismatch. */
async function hydrate(blocks: Block[]) {
  const element = (
    <Content apiKey="key" content={entryWith(blocks)} customComponents={[accordionBlock]} />
  )
  rendered = await hydrateForTest(element)
  expect(rendered.recoverableErrors).toEqual([])
  expect(rendered.consoleErrors).toEqual([])
  return rendered
}

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
      const { unmount } = await hydrate([accordion])
      unmount()
      rendered = undefined
      act(() => vi.runAllTimers())
      expect(listener).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener(TYPE, listener)
    }
  })
})
