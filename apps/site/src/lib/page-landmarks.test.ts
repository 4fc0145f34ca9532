import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Block, Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { SITE_MAIN_ID, hasMainLandmark, withMainLandmark } from './page-landmarks.ts'

const ELEMENT = '@builder.io/sdk:Element'
const text = (id: string, html: string): Block => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: html } },
})
const tagged = (id: string, tagName: string, children: Block[] = []): Block => ({
  '@type': ELEMENT,
  id,
  tagName,
  children,
})
/** A Symbol block with its content inlined (`includeRefs`), whose one root is `root`. */
const symbol = (id: string, root: Block): Block => ({
  '@type': ELEMENT,
  id,
  component: {
    name: 'Symbol',
    options: {
      symbol: { entry: `${id}-entry`, content: { id: `${id}-entry`, data: { blocks: [root] } } },
    },
  },
})
const page = (blocks: Block[]): Entry => ({ id: 'p1', data: { title: 'A page', blocks } })
const ids = (blocks: readonly Block[] | undefined) => (blocks ?? []).map((block) => block.id)

const h1 = text('h1', '<h1>Hello</h1>')
const para = text('p', '<p>Some words</p>')
const header = symbol('header', tagged('header-root', 'header'))
const footer = symbol('footer', tagged('footer-root', 'footer'))

describe('withMainLandmark (a <main> for pages without one)', () => {
  it('wraps the blocks of a page made of plain blocks in one <main> block', () => {
    const entry = page([h1, para])
    const shown = withMainLandmark(entry)
    const [main, ...others] = shown.data?.blocks ?? []
    expect(others).toEqual([])
    expect(main).toMatchObject({ '@type': ELEMENT, id: SITE_MAIN_ID, tagName: 'main' })
    expect(main?.children).toEqual([h1, para])
    expect(shown.data?.title).toBe('A page')
    expect(ids(entry.data?.blocks)).toEqual(['h1', 'p']) // the input is not modified
  })

  it('leaves a leading header and a trailing footer (tag or symbol) outside the <main>', () => {
    const banner = tagged('banner', 'header', [text('logo', 'Logo')])
    const shown = withMainLandmark(page([header, banner, h1, para, footer]))
    const blocks = shown.data?.blocks
    expect(ids(blocks)).toEqual(['header', 'banner', SITE_MAIN_ID, 'footer'])
    expect(ids(blocks?.[2]?.children)).toEqual(['h1', 'p'])
  })

  it('puts a header or footer in the middle of the page inside the <main>', () => {
    const shown = withMainLandmark(page([h1, header, para, footer, text('end', 'The end')]))
    expect(ids(shown.data?.blocks)).toEqual([SITE_MAIN_ID])
  })

  it('adds an empty <main> to a page of a header and a footer only', () => {
    const shown = withMainLandmark(page([header, footer]))
    expect(ids(shown.data?.blocks)).toEqual(['header', SITE_MAIN_ID, 'footer'])
    expect(shown.data?.blocks?.[1]?.children).toEqual([])
  })

  it('wraps inside a page-wide Core:Router block, keeping the router', () => {
    const router: Block = {
      '@type': ELEMENT,
      id: 'router',
      component: { name: 'Core:Router', options: { model: 'page' } },
      children: [header, h1, footer],
    }
    const [shown, ...others] = withMainLandmark(page([router])).data?.blocks ?? []
    expect(others).toEqual([])
    expect(shown).toMatchObject({ id: 'router', component: router.component })
    expect(ids(shown?.children)).toEqual(['header', SITE_MAIN_ID, 'footer'])
  })

  it.each([
    ['a <main> block at the top', [header, tagged('m', 'main', [h1]), footer]],
    ['a <main> block deep inside', [tagged('wrap', 'div', [tagged('m', 'main', [h1])])]],
    ['a block with role="main"', [{ ...tagged('m', 'div', [h1]), properties: { role: 'main' } }]],
    ['a <main> in a Text block', [text('t', '<main><h1>Hi</h1></main>')]],
    ['a symbol whose root is <main>', [symbol('s', tagged('m', 'main', [h1]))]],
  ])('leaves a page holding %s as it is (the same object)', (_, blocks) => {
    const entry = page(blocks)
    expect(hasMainLandmark(entry.data?.blocks)).toBe(true)
    expect(withMainLandmark(entry)).toBe(entry)
  })

  it('does not take "main" in CSS or plain text for a landmark', () => {
    const entry = page([{ ...text('t', 'The main point'), bindings: { css: '[role=main]' } }])
    expect(hasMainLandmark(entry.data?.blocks)).toBe(false)
    expect(ids(withMainLandmark(entry).data?.blocks)).toEqual([SITE_MAIN_ID])
  })

  it('leaves an empty preview and a page without blocks as they are', () => {
    expect(withMainLandmark(null)).toBeNull()
    const empty: Entry = { id: 'e', data: {} }
    expect(withMainLandmark(empty)).toBe(empty)
  })

  it('leaves every page of the demo (and its variations) as it is: each has its <main>', () => {
    const dir = join(import.meta.dirname, '../../../../packages/server/demo/content/page')
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const entry = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Entry
      const variations = Object.values(entry.variations ?? {}).map((variation) => ({
        id: variation.id,
        data: variation.data,
      }))
      for (const shown of [entry, ...variations]) {
        expect({ file, same: withMainLandmark(shown as Entry) === shown }).toEqual({
          file,
          same: true,
        })
      }
    }
  })
})
