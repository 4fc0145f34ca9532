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

/**
 * What a page's document carries besides its HTML: the RSC payload Next inlines holds what the
 * browser needs, not the 404 page (Next renders the root not-found boundary on every page).
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
  })
}
