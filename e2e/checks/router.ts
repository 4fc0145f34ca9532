import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

/** The `urlPath` a content request asks for (in its `userAttributes` or `url` parameter). */
function requestedPath(url: string): string | undefined {
  const params = new URL(url).searchParams
  try {
    const attributes = JSON.parse(params.get('userAttributes') ?? '{}') as { urlPath?: unknown }
    if (typeof attributes.urlPath === 'string') return attributes.urlPath
  } catch {
    // not JSON: fall through
  }
  return params.get('url') ?? undefined
}

/**
 * The guide's `Core:Router`: hovering a link loads its page's entry ahead of time; a click
 * renders it in place (no document request, page state kept, URL and title changed); Back
 * returns.
 */
export function describeRouter(ref: StackRef) {
  describe('router on /guide', () => {
    it('prefetches on hover and navigates in place', async () => {
      const { page, problems, close } = await openPage(ref.browser)
      try {
        await page.goto(`${ref.stack.siteUrl}/guide`, { waitUntil: 'networkidle' })
        await waitForHydration(page, '.builder-guide-router')
        await page.evaluate(() => Object.assign(window, { __marker: 1 }))
        const contentRequests: string[] = []
        const documents: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(request.url())
          if (request.url().includes('/api/v3/content/page')) {
            contentRequests.push(requestedPath(request.url()) ?? request.url())
          }
        })
        const link = page.locator('.demo-guide-nav a[href="/guide/intro"]')
        await link.hover()
        await eventually(() => contentRequests).toContain('/guide/intro')
        const afterHover = contentRequests.length

        await link.click()
        await page.waitForURL('**/guide/intro')
        await eventually(() => page.locator('h1').first().innerText()).toBe('Introduction')
        expect(await page.title()).toBe('Introduction · Tessera')
        expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBe(1)
        expect(documents).toEqual([])
        // The hover's response was used: the click fetched nothing more.
        expect(contentRequests.length).toBe(afterHover)
        expect(
          await page.locator('.demo-guide-nav a[aria-current="page"]').getAttribute('href'),
        ).toBe('/guide/intro')

        await page.goBack()
        await page.waitForURL(/\/guide$/)
        await eventually(() => page.locator('h1').first().innerText()).toBe('The Tessera guide')
        expect(await page.title()).toBe('The Tessera guide · Tessera')
        expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBe(1)
        expect(documents).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
