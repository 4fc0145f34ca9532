import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../state/document-store.ts'
import { pageEntry, textBlock } from '../state/documents.test-support.ts'
import { TEST_SITE, testBridge } from './bridge.test-support.ts'

const overrides = (posted: ReturnType<typeof testBridge>['posted']) =>
  posted
    .filter((item) => item.message.type === 'builder.overrideUserAttributes')
    .map((item) => [item.message.data, item.origin])

describe('CanvasBridge.overrideUserAttributes', () => {
  it('tells the site the attributes to render as, to its origin, once it is ready', () => {
    const { bridge, posted, hello } = testBridge(
      new DocumentStore(pageEntry([textBlock('a', 'A')])),
    )
    bridge.overrideUserAttributes({ plan: 'pro' })
    expect(overrides(posted)).toEqual([])
    hello()
    expect(overrides(posted)).toEqual([[{ plan: 'pro' }, TEST_SITE]])
    // Sent after the content, so that the page renders as that visitor straight away.
    expect(posted.at(-1)?.message.type).toBe('builder.overrideUserAttributes')
  })

  it('sends changes only, and again when the frame reloads and says hello', () => {
    const { bridge, posted, hello } = testBridge(new DocumentStore(pageEntry([])))
    hello()
    bridge.overrideUserAttributes({})
    expect(overrides(posted)).toEqual([])
    bridge.overrideUserAttributes({ device: 'mobile' })
    bridge.overrideUserAttributes({ device: 'mobile' })
    expect(overrides(posted)).toHaveLength(1)
    bridge.reset()
    hello()
    expect(overrides(posted)).toHaveLength(2)
    bridge.overrideUserAttributes({})
    expect(overrides(posted).at(-1)).toEqual([{}, TEST_SITE])
  })
})
