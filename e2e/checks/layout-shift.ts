import { describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import type { StackRef } from '../support/use-stack.ts'

/**
 * Lighthouse's two presets: a phone with its CPU slowed down 4×, and a desktop at full speed.
 * (A desktop-sized page on a 4× slower CPU is painted in more pieces while its HTML is still
 * being parsed, and blocks that grow with children still to come move.)
 */
const DEVICES = [
  { viewport: { width: 412, height: 823 }, cpuSlowdown: 4 },
  { viewport: { width: 1280, height: 900 }, cpuSlowdown: 1 },
] as const

/** Records every layout shift of the page from its first byte (the Layout Instability API). */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`

/**
 * The home page loads without moving: nothing the server sent is added or moved in after the
 * first paint (for instance a block React streams late and moves in with a script, or links
 * spread over a row that the next link respaces).
 */
export function describeLayoutShift(ref: StackRef) {
  describe('layout shift', () => {
    it.each(DEVICES)('is 0 while the home page loads at $viewport.width px', async (device) => {
      const { viewport, cpuSlowdown } = device
      const { context, page, problems, close } = await openPage(ref.browser, { viewport })
      try {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
        await page.addInitScript({ content: RECORD_SHIFTS })
        await page.goto(ref.stack.siteUrl, { waitUntil: 'load' })
        // React reveals streamed boundaries up to 300 ms after the load; widgets mount after it.
        await page.waitForTimeout(1_500)
        const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts)
        expect(shifts).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
