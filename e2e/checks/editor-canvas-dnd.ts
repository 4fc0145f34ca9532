import { signUp } from '../support/editor-account.ts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

const canvas = (page: Page) => page.frameLocator('iframe[title="Page canvas"]')

/** Top-level layers, in order, as their labels' first word (the block type). */
async function layerTypes(page: Page): Promise<string[]> {
  const labels = page.locator('[role="tree"] > [role="treeitem"] > .tree-label')
  const texts = await labels.allTextContents()
  return texts.map((text) => text.split(/[:\s]/)[0] ?? '')
}

/** The page's box of a locator (in the editor's viewport, transforms applied). */
async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('no box')
  return found
}

/**
 * A native drag with the real mouse (Chromium's own drag and drop, which Playwright drives
 * with real input events): press on `from`, move in steps to `to` (page coordinates), and
 * release once the editor shows the drop indicator with `edge` there (as an author would).
 */
async function drag(
  page: Page,
  from: Locator,
  to: { x: number; y: number },
  edge: 'before' | 'after' | 'inside',
): Promise<void> {
  const start = await box(from)
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, {
    steps: 3,
  })
  await page.mouse.move(to.x, to.y, { steps: 12 })
  // The frame reports the place; the editor draws the indicator before the drop.
  await page.locator(`.drop-indicator[data-edge="${edge}"]`).waitFor()
  await page.mouse.up()
}

/**
 * Drag and drop on the canvas in Chromium, with real mouse events through the real editor and
 * the real site in its frame: palette items dragged into the canvas (into the empty page, then
 * after a block), a block moved by dragging it in the canvas, each undone; the canvas outline
 * following a selection made in the layers, the scale of the frame and its scrolling.
 */
export function describeEditorCanvasDnd(ref: StackRef): void {
  describe('the editor canvas drag and drop', { timeout: 90_000 }, () => {
    const path = `/e2e-canvas-dnd-${Date.now().toString(36)}`
    let author: WatchedPage

    it('drags palette items into the canvas: the blocks show on the canvas and in the layers', async () => {
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, `canvas-${path.slice(16)}@example.com`)
      await page.getByLabel('URL path of the new page').fill(path)
      await page.getByLabel('Name of the new page').fill('E2E canvas page')
      await page.getByRole('button', { name: 'Create page' }).click()
      await page.getByRole('heading', { name: 'E2E canvas page' }).waitFor()
      await eventually(() => page.getByText(/Waiting for the site/).count()).toBe(0)

      // Into the empty page: its empty block list is the drop target.
      const empty = await box(canvas(page).locator('.builder-blocks.no-blocks').first())
      await drag(
        page,
        page.locator('.palette-item[data-component="Text"]'),
        {
          x: empty.x + empty.width / 2,
          y: empty.y + empty.height / 2,
        },
        'inside',
      )
      await canvas(page).getByText('Enter some text...').waitFor()
      await page.getByRole('treeitem', { name: /^Text/ }).waitFor()
      // After the Text: its lower half.
      const text = await box(canvas(page).locator('[builder-id]').first())
      await drag(
        page,
        page.locator('.palette-item[data-component="Core:Button"]'),
        {
          x: text.x + text.width / 2,
          y: text.y + text.height * 0.8,
        },
        'after',
      )
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Button'])
      await eventually(() =>
        canvas(page)
          .locator('[builder-id]')
          .evaluateAll((elements) => elements.length),
      ).toBeGreaterThanOrEqual(2)
      expect(await seriousViolations(page)).toEqual([])
    })

    it('moves a block by dragging it in the canvas; undo puts it back, then removes the inserts', async () => {
      const { page } = author
      const buttonId = await page
        .getByRole('treeitem', { name: /^Button/ })
        .getAttribute('data-block-id')
      const textId = await page
        .getByRole('treeitem', { name: /^Text/ })
        .getAttribute('data-block-id')
      const target = await box(canvas(page).locator(`[builder-id="${textId}"]`).first())
      await drag(
        page,
        canvas(page).locator(`[builder-id="${buttonId}"]`).first(),
        {
          x: target.x + target.width / 2,
          y: target.y + 2,
        },
        'before',
      )
      await eventually(() => layerTypes(page)).toEqual(['Button', 'Text'])
      const order = () =>
        canvas(page)
          .locator('[builder-id]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('builder-id')))
      await eventually(async () =>
        (await order()).filter((id) => id === buttonId || id === textId),
      ).toEqual([buttonId, textId])
      const undo = page.getByRole('button', { name: 'Undo' })
      await undo.click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Button'])
      await undo.click()
      await eventually(() => layerTypes(page)).toEqual(['Text'])
      await undo.click()
      await eventually(() => layerTypes(page)).toEqual([])
      await canvas(page).locator('.builder-blocks.no-blocks').first().waitFor()
      await page.getByRole('button', { name: 'Redo' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text'])
    })

    it('outlines on the canvas the block selected in the layers, at its place and scale', async () => {
      const { page } = author
      const item = page.getByRole('treeitem', { name: /^Text/ })
      const id = await item.getAttribute('data-block-id')
      // Somewhere else first, so that the click in the layers is what selects the block.
      await page.getByRole('button', { name: 'Image', exact: true }).click()
      await page.getByRole('treeitem', { name: /^Image/ }).waitFor()
      await item.click()
      const outline = page.locator(`.outline-selected[data-block-id="${id}"]`)
      await outline.waitFor()
      const near = async () => {
        const [drawn, block] = await Promise.all([
          box(outline),
          box(canvas(page).locator(`[builder-id="${id}"]`).first()),
        ])
        return [drawn.x - block.x, drawn.y - block.y, drawn.width - block.width].map((value) =>
          Math.abs(value) < 2 ? 0 : value,
        )
      }
      await eventually(near).toEqual([0, 0, 0])

      // Fit: the 1200 px page is scaled down into the narrower canvas; 100 %: full size.
      const frame = page.locator('iframe[title="Page canvas"]')
      const area = await box(page.getByRole('region', { name: 'Canvas' }))
      expect((await box(frame)).width).toBeLessThanOrEqual(area.width)
      await page.getByRole('button', { name: '100 %' }).click()
      await eventually(async () => Math.round((await box(frame)).width)).toBe(1200)
      // The outline follows the frame at full size too (the site reports the moved box).
      await eventually(near).toEqual([0, 0, 0])
      await page.getByRole('button', { name: 'Fit' }).click()
      await eventually(async () => (await box(frame)).width).toBeLessThanOrEqual(area.width)
      await eventually(near).toEqual([0, 0, 0])

      // Scrolling the page in the frame (room made below the content): the outline follows.
      const site = page.frames().find((item) => item.url().includes('builder.frameEditing'))
      await site?.evaluate(() => {
        document.body.style.paddingBottom = '3000px'
      })
      const block = canvas(page).locator(`[builder-id="${id}"]`).first()
      const top = (await box(block)).y
      const inFrame = await box(frame)
      await page.mouse.move(inFrame.x + inFrame.width / 2, inFrame.y + inFrame.height - 20)
      await page.mouse.wheel(0, 200)
      await eventually(async () => (await box(block)).y).toBeLessThan(top - 50)
      await eventually(near).toEqual([0, 0, 0])
      expect(author.problems).toEqual([])
      await author.close()
    })
  })
}
