import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import { HOME_TEST, headlineOf } from '../support/demo.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

const DAY_S = 24 * 60 * 60

/** How many of the two hero headlines `html` holds, by group. */
function headlinesIn(html: string): string[] {
  return [HOME_TEST.contentId, HOME_TEST.variationId].filter((group) =>
    html.includes(headlineOf(group)),
  )
}

/**
 * The home page's 50/50 split test, decided on the server: a new visitor gets one group's
 * HTML and the `builder.tests.<contentId>` cookie for 30 days; a returning visitor's cookie
 * picks the group.
 */
export function describeSplitTest(ref: StackRef) {
  describe('split test on /', () => {
    it('a new visitor gets one group and the cookie for 30 days', async () => {
      const { context, page, problems, close } = await openPage(ref.browser)
      try {
        const response = await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        const html = (await response?.text()) ?? ''
        const groups = headlinesIn(html)
        expect(groups).toHaveLength(1)
        expect(html).not.toContain('"variations"')
        const testCookie = async () =>
          (await context.cookies()).find((c) => c.name === HOME_TEST.cookieName)
        // Written by a client effect after hydration.
        await eventually(testCookie).toBeDefined()
        const cookie = await testCookie()
        expect(cookie?.value).toBe(groups[0])
        expect(cookie?.path).toBe('/')
        expect(cookie?.sameSite).toBe('Lax')
        const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
        expect(lifetime).toBeGreaterThan(30 * DAY_S - 120)
        expect(lifetime).toBeLessThanOrEqual(30 * DAY_S)
        expect(await page.locator('h1').first().innerText()).toBe(headlineOf(groups[0] ?? ''))
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it.each([
      ['the variation', HOME_TEST.variationId],
      ['the default group', HOME_TEST.contentId],
    ])('a visitor whose cookie names %s sees its headline', async (_, group) => {
      const { context, page, problems, close } = await openPage(ref.browser)
      try {
        await context.addCookies([
          { name: HOME_TEST.cookieName, value: group, url: ref.stack.siteUrl },
        ])
        const response = await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        expect(headlinesIn((await response?.text()) ?? '')).toEqual([group])
        expect(await page.locator('h1').first().innerText()).toBe(headlineOf(group))
        const cookies = await context.cookies()
        expect(cookies.find((c) => c.name === HOME_TEST.cookieName)?.value).toBe(group)
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
