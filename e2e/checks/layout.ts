import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import { DEMO_PAGES, slugOf } from '../support/demo.ts'
import { ARTIFACTS_DIR } from '../support/paths.ts'
import type { StackRef } from '../support/use-stack.ts'

/** Phone, tablet and desktop widths. */
const WIDTHS = [375, 800, 1280] as const

/**
 * Every page at each width: nothing wider than the viewport (no horizontal scrolling), every
 * image loads (lazy ones made eager), and a full-page screenshot in
 * e2e/artifacts/<width>-<page>.jpg for a look by eye.
 */
export function describeLayout(ref: StackRef) {
  describe('layout', () => {
    it.each(WIDTHS)(
      'has no horizontal overflow at %i px',
      async (width) => {
        mkdirSync(ARTIFACTS_DIR, { recursive: true })
        const { page, problems, close } = await openPage(ref.browser, {
          viewport: { width, height: 900 },
        })
        const overflowing: string[] = []
        const brokenImages: string[] = []
        try {
          for (const { path } of DEMO_PAGES) {
            await page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
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
          expect(problems).toEqual([])
        } finally {
          await close()
        }
      },
      60_000,
    )
  })
}
