import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

/** The focused element's id, or its aria-label. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.id || document.activeElement?.getAttribute('aria-label'),
  )

/**
 * The home page's widgets at 1280 px: the FAQ accordion, the steps tabs, the testimonials
 * carousel and the gallery masonry, driven by mouse and keyboard.
 */
export function describeWidgets(ref: StackRef) {
  describe('widgets on the home page', () => {
    let watched: WatchedPage
    let page: Page
    beforeAll(async () => {
      watched = await openPage(ref.browser, { viewport: { width: 1280, height: 900 } })
      page = watched.page
      await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
    }, 30_000)
    afterAll(() => watched?.close())

    it('accordion: a click opens and closes an item, one at a time', async () => {
      const titles = page.locator('.builder-accordion > .builder-accordion-title > [role="button"]')
      await waitForHydration(page, '.builder-accordion [role="button"]')
      const details = page.locator('.builder-accordion-detail')
      await titles.nth(0).click()
      await eventually(() => titles.nth(0).getAttribute('aria-expanded')).toBe('true')
      expect(await details.innerText()).toContain('Entries are Builder’s JSON')
      await titles.nth(1).click()
      await eventually(() => titles.nth(1).getAttribute('aria-expanded')).toBe('true')
      expect(await titles.nth(0).getAttribute('aria-expanded')).toBe('false')
      expect(await details.count()).toBe(1)
      await titles.nth(1).click()
      await eventually(() => details.count()).toBe(0)
      expect(await titles.nth(1).getAttribute('aria-expanded')).toBe('false')
    })

    it('accordion: Enter and Space toggle, arrows move the focus', async () => {
      const titles = page.locator('.builder-accordion > .builder-accordion-title > [role="button"]')
      await waitForHydration(page, '.builder-accordion [role="button"]')
      const ids = await titles.evaluateAll((elements) => elements.map((element) => element.id))
      await titles.nth(2).focus()
      await page.keyboard.press('Enter')
      await eventually(() => titles.nth(2).getAttribute('aria-expanded')).toBe('true')
      expect(await page.locator('.builder-accordion-detail').innerText()).toContain('variation')
      await page.keyboard.press('Space')
      await eventually(() => titles.nth(2).getAttribute('aria-expanded')).toBe('false')
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe(ids[3])
      await page.keyboard.press('ArrowDown')
      expect(await focused(page)).toBe(ids[0])
      await page.keyboard.press('End')
      expect(await focused(page)).toBe(ids[3])
    })

    it('tabs: a click and ArrowRight open the next tab', async () => {
      const tabs = page.locator('[role="tablist"] > [role="tab"]')
      const panel = page.locator('[role="tabpanel"]')
      await waitForHydration(page, '[role="tablist"] > [role="tab"]')
      expect(await tabs.count()).toBe(3)
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
      await tabs.nth(1).click()
      await eventually(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true')
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false')
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(1).getAttribute('id'))
      const compose = await panel.innerText()
      await tabs.nth(1).focus()
      await page.keyboard.press('ArrowRight')
      await eventually(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true')
      expect(await focused(page)).toBe(await tabs.nth(2).getAttribute('id'))
      expect(await panel.innerText()).not.toBe(compose)
      await page.keyboard.press('ArrowRight')
      await eventually(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    })

    it('carousel: the next arrow and a dot change the slide', async () => {
      const carousel = page.locator('.builder-carousel')
      await carousel.scrollIntoViewIfNeeded()
      await waitForHydration(page, '.builder-carousel-next')
      // Stops the autoplay first, so that only the clicks move it.
      await carousel.locator('.builder-carousel-pause').click()
      await eventually(() =>
        carousel.locator('.builder-carousel-pause').getAttribute('aria-label'),
      ).not.toBe('Stop slide rotation')
      const visible = () =>
        carousel
          .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
          .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))
      const before = await visible()
      expect(before).toHaveLength(2)
      await carousel.locator('.builder-carousel-next').click()
      await eventually(visible).not.toEqual(before)
      const afterNext = await visible()
      expect(afterNext[0]).not.toBe(before[0])
      const dots = carousel.locator('.builder-carousel-dot')
      const last = dots.nth((await dots.count()) - 1)
      await last.click()
      await eventually(() => last.getAttribute('aria-current')).toBe('true')
      await eventually(visible).toContain('4 of 4')
    })

    it('masonry: the tiles are placed in columns once loaded', async () => {
      const masonry = page.locator('.builder-masonry')
      await masonry.scrollIntoViewIfNeeded()
      await eventually(() => masonry.locator('.masonry-item').count()).toBe(7)
      const tiles = () =>
        masonry.locator('.masonry-item').evaluateAll((items) =>
          items.map((item) => {
            const style = getComputedStyle(item)
            return { position: style.position, left: style.left, top: style.top }
          }),
        )
      await eventually(async () =>
        (await tiles()).slice(1).every((tile) => tile.position === 'absolute'),
      ).toBe(true)
      const placed = await tiles()
      const columns = new Set(placed.map((tile) => tile.left))
      expect(columns.size).toBeGreaterThan(1)
      expect(new Set(placed.map((tile) => `${tile.left} ${tile.top}`)).size).toBe(placed.length)
      const box = await masonry.boundingBox()
      expect(box?.height).toBeGreaterThan(300)
    })

    it('logged no console error on the way', () => {
      expect(watched.problems).toEqual([])
    })
  })
}
