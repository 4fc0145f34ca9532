// @vitest-environment happy-dom
import type { Block, Entry } from '@tessera/core'
import fc from 'fast-check'
import { act } from 'react'
import type { ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Content } from '../content/content.tsx'
import { locale, mixedEntry } from '../static-html/arbitraries.test-support.ts'
import { parsedElements, writtenElements } from '../static-html/parsed-html.test-support.ts'
import * as samples from '../static-html/static-content-samples.test-support.ts'
import { enableAct } from '../testing/render.test-support.tsx'
import { rememberServerBlocks } from './remember-server-blocks.ts'
import { serverHtmlBlock } from './server-html-block.tsx'
import { SERVER_HTML_BLOCK } from './server-html-names.ts'
import { stripServerBlocks } from './strip-server-blocks.ts'

// The browser build while `browser.isOn` (hydrating, and rendering in the browser later): the
// server's lists and pieces are taken over, nothing is written. Off, the server build.
const browser = vi.hoisted(() => ({ isOn: false }))
vi.mock('#server-html', async () => {
  const built = await import('../chunks/server-html.browser.ts')
  return { readServerHtml: (id: string) => (browser.isOn ? built.readServerHtml(id) : undefined) }
})
vi.mock('#server-pieces', async () => {
  const built = await import('../chunks/server-pieces.browser.ts')
  return {
    readServerPieces: (id: string) => (browser.isOn ? built.readServerPieces(id) : undefined),
  }
})
vi.mock('#list-plan', async () => {
  const server = await import('../chunks/list-plan.ts')
  const built = await import('../chunks/list-plan.browser.ts')
  type Plan = typeof server.planStaticBlockList
  return {
    planStaticBlockList: (...args: Parameters<Plan>) =>
      (browser.isOn ? built : server).planStaticBlockList(...args),
  }
})

const BLOCKS = [serverHtmlBlock]
const MISMATCH = /hydrat|did not match|server rendered/i

let nextId = 0
/** Fields of random blocks that make them links or hide them (most random blocks have one). */
const LINKS_AND_HIDING = new Set(['href', 'hide', 'show'])

/**
 * `value` with block ids unique in the page (and across runs), as content mostly has them;
 * with `isPlain`, without links and hidden blocks too, so that more blocks can be stand-ins.
 */
function asContent(value: unknown, isPlain: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => asContent(item, isPlain))
  if (typeof value !== 'object' || value === null) return value
  const isBlock = (value as Block)['@type'] === '@builder.io/sdk:Element'
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (isBlock && isPlain && LINKS_AND_HIDING.has(key)) continue
    copy[key] = asContent(item, isPlain)
  }
  if (isBlock && isPlain && typeof copy.tagName === 'string') delete copy.tagName
  if (isBlock && isPlain && typeof copy.properties === 'object' && copy.properties !== null) {
    const { href: _href, ...properties } = copy.properties as Record<string, unknown>
    copy.properties = properties
  }
  if (isBlock && typeof copy.id === 'string' && copy.id !== '') copy.id = `${copy.id}~${nextId++}`
  return copy
}

function countStandIns(blocks: readonly Block[] | undefined): number {
  return JSON.stringify(blocks ?? []).split(`"${SERVER_HTML_BLOCK}"`).length - 1
}

const page = (entry: Entry, localeProp: string | undefined): ReactElement => (
  <Content
    apiKey="k"
    content={entry}
    locale={localeProp}
    data={samples.DYNAMIC_DATA}
    customComponents={BLOCKS}
  />
)

/** Hydrates `html` with `element` as a browser build: what React reported, the page after. */
async function hydrate(element: ReactElement, html: string, before?: () => void) {
  document.body.innerHTML = `<div>${html}</div>`
  const container = document.body.firstElementChild as HTMLElement
  const errors = vi.mocked(console.error)
  errors.mockClear()
  const reports: string[] = []
  browser.isOn = true
  const root = await act(async () =>
    hydrateRoot(container, element, {
      onRecoverableError: (error) => reports.push(String((error as Error).message)),
    }),
  )
  before?.()
  browser.isOn = false
  for (const [message] of errors.mock.calls) {
    if (MISMATCH.test(String(message))) reports.push(String(message))
  }
  const after = container.innerHTML
  act(() => root.unmount())
  return { reports, after }
}

/** `element` rendered in the browser, the server's page gone (back to a page Next kept). */
async function renderInBrowser(element: ReactElement): Promise<string> {
  document.body.innerHTML = '<div></div>'
  const container = document.body.firstElementChild as HTMLElement
  browser.isOn = true
  const root = createRoot(container)
  await act(async () => root.render(element))
  browser.isOn = false
  const html = canonical(container)
  act(() => root.unmount())
  return html
}

/**
 * A style attribute as a browser keeps it, declaration by declaration (one invalid value does
 * not drop the others, as happy-dom's parser of whole attributes does).
 */
function canonicalStyle(text: string): string {
  const probe = document.createElement('div')
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon <= 0) continue
    const name = declaration.slice(0, colon).trim()
    probe.style.setProperty(name, declaration.slice(colon + 1).trim())
  }
  return probe.style.cssText
}

/**
 * The page as the browser holds it, written the same way whatever made it: attributes sorted,
 * styles as the browser reads them (React sets them through the DOM, the server's HTML has them
 * as text, invalid ones included), without the marks of static lists (a page rendered in the browser has none).
 */
function canonical(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  const style = canonicalStyle(node.getAttribute('style') ?? '')
  const attributes = [...node.attributes]
    .filter(({ name }) => name !== 'data-tessera-html' && (name !== 'style' || style !== ''))
    .map(({ name, value }) => ` ${name}="${name === 'style' ? style : value}"`)
    .sort()
  const children = [...node.childNodes].map(canonical).join('')
  return `<${node.localName}${attributes.join('')}>${children}</${node.localName}>`
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  enableAct()
})
afterEach(() => {
  browser.isOn = false
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('a page hydrated from its stripped entry (property)', () => {
  it('hydrates as from the full entry, and renders the same again once the server’s page is gone', async () => {
    let standIns = 0
    await fc.assert(
      fc.asyncProperty(mixedEntry, fc.nat(3), locale, async (random, kind, localeProp) => {
        // Ids made unique, the page plain or not; or as random (two blocks may share an id).
        const entry = (kind === 3 ? random : asContent(random, kind === 0)) as Entry
        const shipped = stripServerBlocks(entry)
        // The server renders the full entry.
        document.body.innerHTML = ''
        const html = renderToString(page(entry, localeProp))
        const parsed = document.createElement('div')
        parsed.innerHTML = html
        fc.pre(parsedElements(parsed).join() === writtenElements(html).join())
        const full = await hydrate(page(entry, localeProp), html)
        const stripped = await hydrate(page(shipped, localeProp), html, () =>
          rememberServerBlocks(shipped),
        )
        expect(stripped).toEqual(full)
        // Rendered in the browser alone, the page is the same; but for `javascript:` URLs,
        // which React's server and browser builds block differently.
        if (!html.includes('React has blocked')) {
          const later = await renderInBrowser(page(shipped, localeProp))
          expect(later).toBe(await renderInBrowser(page(entry, localeProp)))
        }
        standIns += countStandIns(shipped.data?.blocks)
      }),
      { numRuns: 120 },
    )
    // Random pages have stand-ins (a few hundred over the runs): the property checked them.
    expect(standIns).toBeGreaterThanOrEqual(20)
  }, 90_000)
})
