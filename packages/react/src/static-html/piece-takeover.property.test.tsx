// @vitest-environment happy-dom
import fc from 'fast-check'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { enableAct } from '../testing/render-for-test.tsx'
import * as samples from './static-content-samples.ts'
import { locale, mixedEntry } from './test-arbitraries.ts'

// `#server-html` as browser builds resolve it. During `renderToString` the document holds no
// marked element, so the server render is the server build's.
vi.mock('#server-html', () => import('../lazy/server-html.browser.ts'))

const VOID = new Set(['img', 'source', 'br', 'hr', 'input', 'meta', 'link', 'wbr', 'area'])

/** The elements of `html` as written: tag name and depth, in order (`<style>` text skipped). */
function writtenElements(html: string): string[] {
  const out: string[] = []
  let depth = 0
  const tags = /<style[^>]*>[\s\S]*?<\/style>|<(\/?)([a-z][a-z0-9-]*)[^>]*?(\/?)>/gi
  for (const [whole, close, name = '', selfClose] of html.matchAll(tags)) {
    if (whole.startsWith('<style')) {
      out.push(`style@${depth}`)
      continue
    }
    const tag = name.toLowerCase()
    if (close) depth -= 1
    else {
      out.push(`${tag}@${depth}`)
      if (!VOID.has(tag) && !selfClose) depth += 1
    }
  }
  return out
}

/** The elements under `root` as parsed: tag name and depth, in document order. */
function parsedElements(root: Element, depth = 0, out: string[] = []): string[] {
  for (const child of root.children) {
    out.push(`${child.localName}@${depth}`)
    parsedElements(child, depth + 1, out)
  }
  return out
}

/** What React reports when hydration does not match (development builds). */
const MISMATCH = /hydrat|did not match|server rendered/i

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  enableAct()
})
afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('static blocks of mixed lists taken over while hydrating (property)', () => {
  it('hydrate random mixed content without a mismatch, the page unchanged', async () => {
    let takenOver = 0
    await fc.assert(
      fc.asyncProperty(mixedEntry, locale, async (entry, localeProp) => {
        const element = (
          <Content apiKey="k" content={entry} locale={localeProp} data={samples.DYNAMIC_DATA} />
        )
        // One page per run, empty while the server renders (it reads `#server-html` too).
        document.body.innerHTML = ''
        const html = renderToString(element)
        const container = document.createElement('div')
        container.innerHTML = html
        document.body.appendChild(container)
        // Content whose HTML the parser repairs (an `<a>` in an `<a>`, an unclosed `<b>` in a
        // Text) cannot hydrate, taken over or not.
        fc.pre(parsedElements(container).join() === writtenElements(html).join())
        const before = container.innerHTML
        if (/data-tessera-html="[^"]+#\d+"/.test(html)) takenOver += 1
        const recoverable: unknown[] = []
        const errorSpy = vi.mocked(console.error)
        errorSpy.mockClear()
        const root = await act(async () =>
          hydrateRoot(container, element, { onRecoverableError: (e) => recoverable.push(e) }),
        )
        const mismatches = errorSpy.mock.calls.filter((call) => MISMATCH.test(String(call[0])))
        expect(recoverable).toEqual([])
        expect(mismatches).toEqual([])
        expect(container.innerHTML).toBe(before)
        act(() => root.unmount())
      }),
      { numRuns: 150 },
    )
    // Mixed lists with static blocks the server marked were met often.
    expect(takenOver).toBeGreaterThan(20)
  })
})
