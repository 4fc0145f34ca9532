import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import type { StackRef } from '../support/use-stack.ts'

/**
 * A visitor's `builder.*` parameter never makes the site answer 500: those the content service
 * refuses give a 400 page that says why; a `limit`, which the site owns, is ignored; a preview
 * URL (`preview`, `overrides.*`) without a preview token shows the published page.
 */
export function describeBadParameters(ref: StackRef) {
  describe('bad builder.* parameters', () => {
    it.each([
      {
        search: '?builder.params.includeUnpublished=true',
        status: 400,
        text: 'includeUnpublished needs the private key',
      },
      { search: '?builder.params.limit=0', status: 200, text: 'Tessera' },
      // A preview URL without its token shows the published page (the SDK logs why).
      { search: '?builder.preview=page', status: 200, text: 'Pages are mosaics' },
      { search: '?builder.overrides.page=x', status: 200, text: 'Pages are mosaics' },
    ])('$search answers $status', async ({ search, status, text }) => {
      const { page, close } = await openPage(ref.browser)
      try {
        const response = await page.goto(`${ref.stack.siteUrl}/about${search}`)
        expect(response?.status()).toBe(status)
        expect(await page.locator('body').innerText()).toContain(text)
      } finally {
        await close()
      }
    })
  })
}
