import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import { DEMO_PAGES, NOT_FOUND_PAGE, slugOf } from '../support/demo.ts'
import { pageStructure } from '../support/page-structure.ts'
import { ARTIFACTS_DIR } from '../support/paths.ts'
import type { StackRef } from '../support/use-stack.ts'

/** Phone, tablet and desktop widths. */
const WIDTHS = [375, 800, 1280] as const

/** The widths axe-core checks (each page load is shared with the layout check). */
const AXE_WIDTHS: readonly number[] = [375, 1280]

/**
 * Every page (the 404 page too) at each width: nothing wider than the viewport (no horizontal
 * scrolling), every image loads (lazy ones made eager), and a full-page screenshot in
 * e2e/artifacts/<width>-<page>.jpg for a look by eye. At 375 and 1280 px, on the same loads:
 * axe-core finds no violation of moderate impact or worse (WCAG 2 A/AA and best practices), and
 * each page has one `<header>`, `<main>`, `<footer>` and `<h1>`, with no text outside them.
 */
export function describeLayout(ref: StackRef) {
  describe('layout', () => {
    it.each(WIDTHS)(
      'has no horizontal overflow (and no axe violation) at %i px',
      async (width) => {
        mkdirSync(ARTIFACTS_DIR, { recursive: true })
        const { page, problems, close } = await openPage(ref.browser, {
          viewport: { width, height: 900 },
        })
        const overflowing: string[] = []
        const brokenImages: string[] = []
        const accessibility: string[] = []
        try {
          for (const { path } of [...DEMO_PAGES, NOT_FOUND_PAGE]) {
            await page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
            if (AXE_WIDTHS.includes(width))
              accessibility.push(...(await accessibilityOf(page, path)))
            const size = await page.evaluate(() => ({
              scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
              innerWidth: window.innerWidth,
            }))
            if (size.scrollWidth > size.innerWidth) {
              overflowing.push(`${path}: ${size.scrollWidth} > ${size.innerWidth}`)
            }
            // Lazy images below the fold would be blank in the full-page screenshot: load them.
            await page.evaluate(() =>
              document.querySelectorAll('img[loading="lazy"]').forEach((img) => {
                img.setAttribute('loading', 'eager')
              }),
            )
            await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete))
            const broken = await page.evaluate(() =>
              Array.from(document.images)
                .filter((img) => img.naturalWidth === 0)
                .map((img) => img.currentSrc || img.src),
            )
            brokenImages.push(...broken.map((src) => `${path}: ${src}`))
            // The masonry lays its tiles out again 100 ms after an image loads.
            await page.waitForTimeout(250)
            await page.screenshot({
              path: join(ARTIFACTS_DIR, `${width}-${slugOf(path)}.jpg`),
              fullPage: true,
              type: 'jpeg',
              quality: 70,
            })
          }
          expect(overflowing).toEqual([])
          expect(brokenImages).toEqual([])
          expect(accessibility).toEqual([])
          // The browser logs the 404 page's own status as a failed resource.
          const notFound = `status of 404 (Not Found) (${ref.stack.siteUrl}${NOT_FOUND_PAGE.path})`
          expect(problems.filter((problem) => !problem.endsWith(notFound))).toEqual([])
        } finally {
          await close()
        }
      },
      120_000,
    )
  })
}

/** What is wrong with the page's accessibility (axe-core, landmarks, `h1`), one line each. */
async function accessibilityOf(page: Page, path: string): Promise<string[]> {
  const found = (await siteViolations(page)).map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.targets.slice(0, 3).join(', ')}`,
  )
  const structure = await pageStructure(page)
  const counts = { headers: 1, mains: 1, footers: 1, h1s: 1 } as const
  for (const [key, expected] of Object.entries(counts)) {
    const actual = structure[key as keyof typeof counts]
    if (actual !== expected) found.push(`${path}: ${actual} ${key}, expected ${expected}`)
  }
  if (structure.outside.length > 0) {
    found.push(`${path}: text outside the landmarks: ${structure.outside.slice(0, 3).join(' | ')}`)
  }
  return found
}
