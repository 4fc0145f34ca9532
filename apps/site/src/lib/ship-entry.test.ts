import type { Entry } from '@tessera/core'
import { SERVER_HTML_BLOCK } from '@tessera/react/server-blocks'
import { describe, expect, it } from 'vitest'
import { takeServerEntry } from './server-entries.ts'
import { DOCUMENT_HEADER, isDocumentRequest, shipEntry } from './ship-entry.ts'

const hero = {
  '@type': '@builder.io/sdk:Element',
  id: 'hero',
  component: { name: 'Text', options: { text: '<h1>Welcome</h1>' } },
} as const
/** A page with its `<main>` inside a section, as authors make them. */
const page: Entry = {
  id: 'p',
  data: {
    blocks: [
      {
        '@type': '@builder.io/sdk:Element',
        id: 'section',
        children: [
          { '@type': '@builder.io/sdk:Element', id: 'main', tagName: 'main', children: [hero] },
        ],
      },
    ],
  },
}
const BROWSER_ACCEPT = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
// Next's router fetches a page's RSC payload with fetch()'s default.
const ROUTER_ACCEPT = { accept: '*/*' }
/** A request the proxy marked as a document, and one it did not. */
const BROWSER = new Headers({ ...BROWSER_ACCEPT, [DOCUMENT_HEADER]: '1' })
const ROUTER = new Headers(ROUTER_ACCEPT)

describe('shipEntry', () => {
  it('strips the entry of a document and holds the full one for the server render', () => {
    const shipped = shipEntry(page, BROWSER, false)
    expect(shipped.entry?.data?.blocks?.[0]?.component).toEqual({ name: SERVER_HTML_BLOCK })
    expect(JSON.stringify(shipped.entry)).not.toContain('Welcome')
    expect(takeServerEntry(shipped.serverEntryKey ?? '')).toBe(page)
  })

  it('sends the entry whole for an RSC payload alone, in previews, and when nothing strips', () => {
    expect(shipEntry(page, ROUTER, false)).toEqual({ entry: page })
    expect(shipEntry(page, new Headers(BROWSER_ACCEPT), false)).toEqual({ entry: page })
    expect(shipEntry(page, BROWSER, true)).toEqual({ entry: page })
    const dynamic: Entry = {
      id: 'd',
      data: { blocks: [{ ...page.data!.blocks![0]!, bindings: { x: 'state.x' } }] },
    }
    expect(shipEntry(dynamic, BROWSER, false)).toEqual({ entry: dynamic })
    expect(shipEntry(null, BROWSER, false)).toEqual({ entry: null })
  })
})

it('gives the page its <main> from the whole content, before the stand-ins hide it', () => {
  const shipped = shipEntry(page, BROWSER, false)
  expect(shipped.entry?.data?.blocks?.map((block) => block.id)).toEqual(['section'])
  const plain: Entry = { id: 'q', data: { blocks: [hero] } }
  expect(shipEntry(plain, ROUTER, false).entry?.data?.blocks?.[0]?.tagName).toBe('main')
})

describe('isDocumentRequest', () => {
  it('is a GET for HTML', () => {
    expect(isDocumentRequest('GET', new Headers(BROWSER_ACCEPT))).toBe(true)
    expect(isDocumentRequest('GET', new Headers(ROUTER_ACCEPT))).toBe(false)
    expect(isDocumentRequest('GET', new Headers())).toBe(false)
    expect(isDocumentRequest('HEAD', new Headers(BROWSER_ACCEPT))).toBe(false)
  })
})
