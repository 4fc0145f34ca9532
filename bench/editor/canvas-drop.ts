/**
 * Drops on the canvas: the palette's Text item dragged with real mouse moves (Chromium's own
 * drag and drop) over the canvas frame, after a section heading, released once the editor
 * draws its drop indicator (the frame has answered the editor's `tessera.v1.dragProbe`), as an
 * author would. Timed from the drop event (on the editor's drop shield over the frame) until
 * the new block is painted in the frame.
 * @module
 */
import type { Frame, Page } from 'playwright-core'
import { armPaint, awaitPaint, takeEvents } from './frame-probe.ts'

/** Drops `drops` Text blocks on the canvas after the block `afterId`; ms per drop. */
export async function measureCanvasDrops(
  page: Page,
  frame: Frame,
  afterId: string,
  drops: number,
): Promise<number[]> {
  const source = page.locator('.palette-item[data-component="Text"]')
  const target = page
    .frameLocator('iframe[title="Page canvas"]')
    .locator(`[builder-id="${afterId}"]`)
    .first()
  const samples: number[] = []
  for (let i = 0; i < drops; i++) {
    await frame.evaluate((id) => {
      document
        .querySelector(`[builder-id="${CSS.escape(id)}"]`)
        ?.scrollIntoView({ block: 'center' })
    }, afterId)
    const box = await target.boundingBox()
    if (box === null) throw new Error('the drop target is not on the canvas')
    const start = await source.boundingBox()
    if (start === null) throw new Error('the palette item is not visible')
    await page.evaluate(takeEvents)
    await frame.evaluate(armPaint, { kind: 'newBlock' } as const)
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, {
      steps: 3,
    })
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8, { steps: 12 })
    // The frame reports the place; the editor draws the indicator before the drop.
    await page.locator('.drop-indicator').first().waitFor({ timeout: 30_000 })
    await page.mouse.up()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the new block never showed in the frame')), 60_000)
    })
    try {
      const times = await Promise.race([frame.evaluate(awaitPaint), timeout])
      const [drop] = (await page.evaluate(takeEvents)).drops
      if (drop === undefined) throw new Error('the editor got no drop event')
      samples.push(times.painted - drop)
    } finally {
      clearTimeout(timer)
    }
  }
  return samples
}
