import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import { DEMO_PAGES, NOT_FOUND_PAGE } from '../support/demo.ts'
import type { StackRef } from '../support/use-stack.ts'

/** A block type and how it shows in the rendered page. */
interface BlockProbe {
  name: string
  selector: string
}

/** The block types of the demo, by the page that shows them. */
const BLOCKS: Record<string, BlockProbe[]> = {
  '/': [
    { name: 'Text', selector: '.builder-text' },
    { name: 'Image', selector: 'img.builder-image[srcset*="width="]' },
    { name: 'Columns', selector: '.builder-columns > .builder-column' },
    { name: 'Section', selector: '.builder-block > section' },
    { name: 'Button', selector: 'a.builder-block[role="link"][href="/contact"]' },
    { name: 'Symbol header', selector: '.builder-symbol [builder-model="symbol"] nav' },
    {
      name: 'Symbol footer',
      selector: '.builder-home-footer.builder-symbol [builder-model="symbol"]',
    },
    { name: 'Tabs', selector: '[role="tablist"] [role="tab"]' },
    { name: 'Accordion', selector: '.builder-accordion [role="button"][aria-expanded]' },
    { name: 'Carousel', selector: '.builder-carousel [aria-roledescription="slide"]' },
    { name: 'Masonry', selector: '.builder-masonry .masonry-item' },
  ],
  '/contact': [
    { name: 'Form', selector: 'form.builder-block input[name="email"]' },
    { name: 'Form submit', selector: 'form.builder-block button[type="submit"]' },
  ],
  '/guide': [{ name: 'Router', selector: '.builder-guide-router' }],
}

/**
 * Every demo page answers 200 with its title, the header and footer symbols, no console error
 * and no hydration warning; each block type of the demo shows; `/nope` and `/404` are the
 * demo's 404 page, answered with the status 404.
 */
export function describePages(ref: StackRef) {
  describe('pages', () => {
    it('the service is up on the database of this run', async () => {
      const response = await fetch(`${ref.stack.serviceUrl}/health`)
      expect(await response.json()).toEqual({ status: 'ok', store: ref.database.kind })
    })

    it.each(DEMO_PAGES)('renders $path', async ({ path, title }) => {
      const { page, problems, close } = await openPage(ref.browser)
      try {
        const response = await page.goto(`${ref.stack.siteUrl}${path}`, {
          waitUntil: 'networkidle',
        })
        expect(response?.status()).toBe(200)
        expect(await page.title()).toBe(title)
        expect(await page.locator('[builder-model="page"]').count()).toBeGreaterThan(0)
        expect(await page.locator('.builder-symbol').count()).toBe(2)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it('shows every block type', async () => {
      const { page, problems, close } = await openPage(ref.browser)
      try {
        const missing: string[] = []
        for (const [path, probes] of Object.entries(BLOCKS)) {
          await page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
          for (const probe of probes) {
            if ((await page.locator(probe.selector).count()) === 0) {
              missing.push(`${probe.name} on ${path} (${probe.selector})`)
            }
          }
        }
        expect(missing).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it('answers 404 with the branded 404 page (header, footer, a way home) for /nope and /404', async () => {
      const { page, close } = await openPage(ref.browser)
      try {
        for (const path of [NOT_FOUND_PAGE.path, '/404']) {
          const response = await page.goto(`${ref.stack.siteUrl}${path}`, {
            waitUntil: 'networkidle',
          })
          expect(response?.status()).toBe(404)
          expect(await page.title()).toBe(NOT_FOUND_PAGE.title)
          expect(await page.locator('h1').innerText()).toBe('This page could not be found')
          expect(await page.locator('header nav a').count()).toBeGreaterThan(0)
          expect(await page.locator('footer').count()).toBe(1)
          await Promise.all([
            page.waitForURL(`${ref.stack.siteUrl}/`),
            page.locator('main a[href="/"]').click(),
          ])
          expect(await page.locator('h1').count()).toBe(1)
        }
      } finally {
        await close()
      }
    })

    it('serves a favicon (without one every page view logs a 404 in the console)', async () => {
      const response = await fetch(`${ref.stack.siteUrl}/favicon.ico`)
      expect(response.status).toBe(200)
    })
  })
}
