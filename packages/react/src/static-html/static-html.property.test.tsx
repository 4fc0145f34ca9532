import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineBlock } from '../blocks/define-block.ts'
import type { LinkComponent } from '../types.ts'
import { renderBothWays } from './render-both-ways.test-support.tsx'
import * as samples from './static-content-samples.test-support.ts'
import { entryOf, locale, mixedEntry, staticBlock } from './arbitraries.test-support.ts'

beforeEach(() => {
  // Content warnings (missing locale) and React's development warnings about odd attributes.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('static HTML fast path (property)', () => {
  it('renders random static content byte for byte like React, all of it in one string', () => {
    const content = entryOf(fc.array(staticBlock(2), { minLength: 1, maxLength: 5 }))
    fc.assert(
      fc.property(content, locale, (entry, localeProp) => {
        const { slow, fast, fastLists } = renderBothWays({ content: entry, locale: localeProp })
        expect(fast).toBe(slow)
        // The root list took the fast path, and with it every nested list.
        expect(fastLists).toBe(1)
      }),
      { numRuns: 400 },
    )
  })

  const Link: LinkComponent = ({ href, children }) => (
    <a data-link="1" href={href}>
      {children as string}
    </a>
  )
  const customText = defineBlock<{ text?: string }>({
    name: 'Text',
    component: ({ text: value }) => <p className="custom">{value}</p>,
  })

  it('renders random mixed content like React, falling back for what is not static', () => {
    const content = mixedEntry
    const counts = { fastLists: 0, mixedLists: 0, slowRoots: 0 }
    fc.assert(
      fc.property(
        content,
        locale,
        fc.boolean(),
        fc.boolean(),
        (entry, localeProp, link, custom) => {
          const result = renderBothWays({
            content: entry,
            locale: localeProp,
            data: samples.DYNAMIC_DATA,
            linkComponent: link ? Link : undefined,
            customComponents: custom ? [customText] : undefined,
          })
          expect(result.fast).toBe(result.slow)
          counts.fastLists += result.fastLists
          counts.mixedLists += result.mixedLists
          if (result.fastLists === 0 && result.mixedLists === 0) counts.slowRoots += 1
        },
      ),
      { numRuns: 300 },
    )
    // Every path was exercised: whole lists, mixed lists, and lists with nothing static.
    expect(counts.fastLists).toBeGreaterThan(30)
    expect(counts.mixedLists).toBeGreaterThan(10)
    expect(counts.slowRoots).toBeGreaterThan(10)
  })
})
