/**
 * The editor benchmark's drag onto the layers: a native drag with Playwright's real mouse.
 * @module
 */
import type { Locator, Page } from 'playwright-core'

/**
 * Presses on `source`, moves onto the lower part of `target` in steps, rests there a moment as
 * a hand would, and releases: the drop event fires then.
 */
export async function dragLikeAUser(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.hover()
  await page.mouse.down()
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (box === null) throw new Error('the drop target is not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height * 0.8
  await page.mouse.move(x, y, { steps: 5 })
  await page.waitForTimeout(200)
  await page.mouse.move(x + 2, y, { steps: 2 })
  await page.mouse.up()
}
