import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PAGE, SAMPLE_IDS } from '../support/demo.ts'
import { readFlight } from '../support/next-flight.ts'
import type { StackRef } from '../support/use-stack.ts'

/** The document of `path` as a browser asks for it (`Accept: text/html`). */
async function fetchDocument(siteUrl: string, path: string): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  return response.text()
}

/** A text of the home page's static blocks (the features section). */
const STATIC_TEXT = 'Everything a page needs'
/** A text inside the home page's tabs (the first tab, shown): interactive blocks keep theirs. */
const TAB_TEXT = 'Describe your pages'

/**
 * What a page's document carries besides its HTML: the RSC payload Next inlines holds what the
 * browser needs: not the blocks the HTML holds whole (`stripServerBlocks`), not the 404 page
 * (Next renders the root not-found boundary on every page).
 */
export function describePagePayload(ref: StackRef) {
  describe('page payload', () => {
    it('a page does not ship the 404 page in its RSC payload', async () => {
      const html = await fetchDocument(ref.stack.siteUrl, '/')
      const flight = readFlight(html)
      expect(flight).toContain('SiteContent')
      expect(flight).not.toContain(NOT_FOUND_PAGE.title)
      expect(flight).not.toContain(SAMPLE_IDS.notFound)
    })

    it('static blocks are in the HTML once, not again in the RSC payload; interactive ones keep their data', async () => {
      const html = await fetchDocument(ref.stack.siteUrl, '/')
      const flight = readFlight(html)
      expect(html.split(STATIC_TEXT).length - 1).toBe(1)
      expect(flight).not.toContain(STATIC_TEXT)
      expect(flight).toContain(TAB_TEXT)
    })

    it('the RSC payload of a navigation inside the site, which renders no HTML, has the whole entry', async () => {
      const response = await fetch(`${ref.stack.siteUrl}/`, { headers: { rsc: '1' } })
      expect(response.headers.get('content-type')).toContain('text/x-component')
      expect(await response.text()).toContain(STATIC_TEXT)
    })
  })
}
