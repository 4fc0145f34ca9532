import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import type { StackRef } from '../support/use-stack.ts'

/** The computed styles of the first element matching each selector, by selector (in the page). */
function readStyles(selectors: string[]) {
  return Object.fromEntries(
    selectors.map((selector) => {
      const element = document.querySelector(selector)
      if (element === null) return [selector, null]
      const style = getComputedStyle(element)
      return [
        selector,
        {
          fontFamily: style.fontFamily,
          borderRadius: style.borderTopLeftRadius,
          backgroundColor: style.backgroundColor,
          borderStyle: style.borderTopStyle,
        },
      ]
    }),
  )
}

/**
 * The site's buttons look like the site's (computed styles in Chromium): form submit buttons
 * in the page's font, not the browser's; the carousel's arrows and pause button round and
 * white, in that font, as the demo's other buttons.
 */
export function describeSiteStyles(ref: StackRef) {
  describe('site styles', () => {
    it('draws the submit buttons and the carousel’s controls in the site’s style', async () => {
      const { page, close } = await openPage(ref.browser, {
        viewport: { width: 1280, height: 900 },
      })
      try {
        const content = '[builder-model="page"]'
        const home = [content, '.builder-carousel-prev', '.builder-carousel-next']
        await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        const onHome = await page.evaluate(readStyles, [...home, '.builder-carousel-pause'])
        await page.goto(`${ref.stack.siteUrl}/contact`, { waitUntil: 'networkidle' })
        const submit = 'form button[type="submit"]'
        const onContact = await page.evaluate(readStyles, [content, submit])

        const font = onHome[content]?.fontFamily
        expect(font).toMatch(/^Inter,/)
        expect(onContact[submit]?.fontFamily).toBe(onContact[content]?.fontFamily)
        for (const control of [...home.slice(1), '.builder-carousel-pause']) {
          expect({ control, ...onHome[control] }).toEqual({
            control,
            fontFamily: font,
            borderRadius: '999px',
            backgroundColor: 'rgb(255, 255, 255)',
            borderStyle: 'solid',
          })
        }
      } finally {
        await close()
      }
    })
  })
}
