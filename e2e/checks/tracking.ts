import { describe, expect, it } from 'vitest'
import { expectCounts, readCounts, settledCounts } from '../support/analytics.ts'
import { openPage, waitForHydration } from '../support/browser.ts'
import { HOME_TEST } from '../support/demo.ts'
import type { StackRef } from '../support/use-stack.ts'

/**
 * Tracking seen from the content service (`GET /api/v1/analytics`): a visit to `/` records one
 * impression, a click in the content one click, and a click on "Get in touch" (inside
 * `[data-track-conversion]`) a click and a conversion, all under the visitor's split-test
 * group; a headless (bot) user agent sends nothing at all.
 */
export function describeTracking(ref: StackRef) {
  describe('tracking', () => {
    const track = () => `${ref.stack.serviceUrl}/api/v1/track`

    it('sends nothing for the headless (bot) user agent', async () => {
      const before = await settledCounts(ref.stack, HOME_TEST.contentId)
      const { page, close } = await openPage(ref.browser, { userAgent: 'headless' })
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(track())) sent.push(request.url())
      })
      try {
        expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome')
        await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        await waitForHydration(page)
        await page.locator('.builder-accordion [role="button"]').first().click()
        await page.locator('[data-track-conversion]').first().click()
        await page.waitForURL('**/contact')
      } finally {
        await close()
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(sent).toEqual([])
      expect(await settledCounts(ref.stack, HOME_TEST.contentId)).toEqual(before)
    })

    it('records an impression, clicks and a conversion under the visitor’s group', async () => {
      const { context, page, problems, close } = await openPage(ref.browser)
      try {
        await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        await waitForHydration(page)
        const group = (await context.cookies()).find((c) => c.name === HOME_TEST.cookieName)
        expect(group).toBeDefined()
        const counts = () => readCounts(ref.stack, HOME_TEST.contentId, group?.value)
        // Pages opened by earlier tests were in this group too: count from here.
        const before = await settledCounts(ref.stack, HOME_TEST.contentId).then(counts)
        expect(before.impressions).toBeGreaterThan(0)

        await page.locator('.builder-accordion [role="button"]').first().click()
        await expectCounts(counts, { ...before, clicks: before.clicks + 1 })

        await page.locator('[data-track-conversion]').first().click()
        await page.waitForURL('**/contact')
        await expectCounts(counts, {
          impressions: before.impressions,
          clicks: before.clicks + 2,
          conversions: before.conversions + 1,
        })
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it('records one impression per page view', async () => {
      const before = await settledCounts(ref.stack, HOME_TEST.contentId)
      const { page, close } = await openPage(ref.browser)
      try {
        await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        await expectCounts(() => readCounts(ref.stack, HOME_TEST.contentId), {
          ...before,
          impressions: before.impressions + 1,
        })
      } finally {
        await close()
      }
      // Closing the page sends nothing more.
      expect(await settledCounts(ref.stack, HOME_TEST.contentId)).toEqual({
        ...before,
        impressions: before.impressions + 1,
      })
    })
  })
}
