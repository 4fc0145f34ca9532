import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Block, Entry } from '@tessera/core'
import { Content } from '@tessera/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The demo website's content (packages/server/demo/content, as `tessera import` reads it)
 * rendered by @tessera/react: every page and symbol renders without a warning, and every
 * block type it uses shows in the HTML.
 */

const DIR = join(import.meta.dirname, '..', 'packages', 'server', 'demo', 'content')

function readModel(model: string): Entry[] {
  return readdirSync(join(DIR, model))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(DIR, model, file), 'utf8')) as Entry)
}

const symbols = readModel('symbol')
const pages = readModel('page')

/** A copy of `value` with every Symbol block holding its entry, as `includeRefs` answers. */
function inlineSymbols<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inlineSymbols) as T
  if (typeof value !== 'object' || value === null) return value
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inlineSymbols(item)]),
  ) as Partial<Block>
  const symbol = copy.component?.options?.symbol as Record<string, unknown> | undefined
  if (copy.component?.name === 'Symbol' && symbol) {
    const content = symbols.find((entry) => entry.id === symbol.entry)
    expect(content, `symbol ${String(symbol.entry)}`).toBeDefined()
    symbol.content = content
  }
  return copy as T
}

/** The component names used in `value`, nested blocks included. */
function componentNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) componentNames(item, names)
  else if (typeof value === 'object' && value !== null) {
    const name = (value as Block).component?.name
    if ((value as Block)['@type'] === '@builder.io/sdk:Element' && name) names.add(name)
    for (const item of Object.values(value)) componentNames(item, names)
  }
  return names
}

/** What each block type leaves in server HTML. */
const MARKERS: Record<string, RegExp> = {
  Text: /class="builder-text"/,
  Image: /srcSet="[^"]*\?width=2000 2000w"/i,
  Columns: /class="builder-columns /,
  'Core:Section': /<section/,
  'Core:Button': /<a [^>]*role="link"/,
  Symbol: /builder-symbol/,
  'Core:Router': /builder-guide(-intro|-blocks)?-header/,
  'Builder: Tabs': /builder-tabs-wrap/,
  'Builder:Accordion': /builder-accordion/,
  'Builder:Carousel': /builder-carousel/,
  'Builder:Masonry': /builder-masonry/,
  'Form:Form': /<form/,
  'Form:Label': /<label/,
  'Form:Input': /<input/,
  'Form:TextArea': /<textarea/,
  'Form:SubmitButton': /<button[^>]*type="submit"/,
}

let logged: unknown[][]

beforeEach(() => {
  logged = []
  for (const method of ['warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args))
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

function render(content: Entry, model: string): string {
  return renderToString(
    createElement(Content, {
      apiKey: 'demo-public-key',
      apiHost: 'http://localhost:4000',
      model,
      content: inlineSymbols(content),
    }),
  )
}

describe('the demo content, rendered by @tessera/react', () => {
  it('has the header and footer symbols and eight pages (the 404 page too)', () => {
    expect(symbols.map((entry) => entry.name).sort()).toEqual(['Footer', 'Header'])
    const paths = pages.map((entry) => entry.data?.url).sort()
    expect(paths).toEqual([
      '/',
      '/404',
      '/about',
      '/contact',
      '/guide',
      '/guide/blocks',
      '/guide/intro',
      '/pricing',
    ])
  })

  it.each(symbols.map((entry) => [entry.name, entry] as const))(
    'renders the %s symbol',
    (_name, entry) => {
      const html = render(entry, 'symbol')
      for (const name of componentNames(entry.data?.blocks)) {
        expect({ name, found: MARKERS[name]?.test(html) }).toEqual({ name, found: true })
      }
      expect(logged).toEqual([])
    },
  )

  const contents = pages.flatMap((entry) => [
    [entry.data?.url ?? '', entry] as const,
    ...Object.values(entry.variations ?? {}).map(
      (variation) =>
        [
          `${entry.data?.url ?? ''} (${variation.name ?? ''})`,
          { ...entry, data: variation.data },
        ] as const,
    ),
  ])

  it.each(contents)('renders the page %s with every block type it uses', (_path, entry) => {
    const html = render(entry, 'page')
    const names = componentNames(entry.data?.blocks)
    for (const name of names) {
      expect({ name, found: MARKERS[name]?.test(html) }).toEqual({ name, found: true })
    }
    expect(logged).toEqual([])
  })

  it('gives the home page every widget and the tracked button to /contact', () => {
    const home = pages.find((entry) => entry.data?.url === '/') as Entry
    const names = componentNames(home.data?.blocks)
    for (const name of [
      'Builder: Tabs',
      'Builder:Accordion',
      'Builder:Carousel',
      'Builder:Masonry',
    ]) {
      expect(names).toContain(name)
    }
    const html = render(home, 'page')
    expect(html).toMatch(/<a [^>]*data-track-conversion="true"[^>]*href="\/contact"/)
    expect(Object.values(home.variations ?? {}).map((variation) => variation.testRatio)).toEqual([
      0.5,
    ])
    expect(home.testRatio).toBe(0.5)
  })
})
