import { signUp } from '../support/editor-account.ts'
import type { FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

const SENTENCE = 'Typed on the canvas'
const LINKED = '<a href="https://example.com/x">Typed</a> on the <b>canvas</b>'

const canvas = (page: Page): FrameLocator => page.frameLocator('iframe[title="Page canvas"]')

/** The HTML of the Text being edited on the canvas. */
const editedHtml = (page: Page) =>
  canvas(page)
    .locator('[contenteditable="true"]')
    .evaluate((element) => element.innerHTML)

/**
 * Inline text editing on the canvas (Chromium, real service, site and editor): double-click a
 * Text, type with the keyboard (the caret stays where it is typed: the text comes out in order),
 * one Undo removes the whole typing burst, Bold from the toolbar, Ctrl+Z / Ctrl+Shift+Z in the
 * frame, the text in the layers and the properties, and on the live site after publishing. It
 * also times each keystroke from the key press in the frame to the editor's document holding it.
 */
export function describeEditorInlineText(ref: StackRef): void {
  describe('the editor inline text', { timeout: 90_000 }, () => {
    const path = `/e2e-inline-${Date.now().toString(36)}`
    let author: WatchedPage

    it('edits a Text on the canvas with the keyboard; one Undo removes the typing burst', async () => {
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, `inline-${path.slice(12)}@example.com`)
      await page.getByLabel('URL path of the new page').fill(path)
      await page.getByLabel('Name of the new page').fill('E2E inline text page')
      await page.getByRole('button', { name: 'Create page' }).click()
      await page.getByRole('heading', { name: 'E2E inline text page' }).waitFor()
      await eventually(() => page.getByText(/Waiting for the site/).count()).toBe(0)
      await page.getByRole('button', { name: 'Text', exact: true }).click()
      await canvas(page).getByText('Enter some text...').dblclick()
      const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
      await toolbar.waitFor()
      expect(await seriousViolations(page)).toEqual([])

      // Times each keystroke: key down in the frame → the editor's handler has stored it.
      await canvas(page)
        .locator('body')
        .evaluate(() => {
          const keys: number[] = []
          Object.assign(window, { e2eKeys: keys })
          document.addEventListener(
            'keydown',
            (event) => {
              if (event.key.length === 1) keys.push(performance.timeOrigin + performance.now())
            },
            true,
          )
        })
      await page.evaluate(() => {
        const stored: number[] = []
        Object.assign(window, { e2eStored: stored })
        // Added after the editor's own listener: runs once the document has the change.
        window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
          if (event.data?.type === 'tessera.v1.textInput')
            stored.push(performance.timeOrigin + performance.now())
        })
      })
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(SENTENCE, { delay: 30 })
      await eventually(() => editedHtml(page)).toBe(SENTENCE)
      const keys = await canvas(page)
        .locator('body')
        .evaluate(() => (window as unknown as { e2eKeys: number[] }).e2eKeys)
      const stored = await page.evaluate(
        () => (window as unknown as { e2eStored: number[] }).e2eStored,
      )
      const typed = keys.slice(-SENTENCE.length)
      expect(typed).toHaveLength(SENTENCE.length)
      expect(stored).toHaveLength(SENTENCE.length)
      const costs = stored.map((at, index) => at - (typed[index] ?? at)).sort((a, b) => a - b)
      const p50 = costs[Math.floor(costs.length / 2)] ?? 0
      const p95 = costs[Math.floor(costs.length * 0.95)] ?? 0
      console.log(
        `e2e: inline typing, key down in the frame to the editor's store: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(costs.at(-1) ?? 0).toFixed(1)} ms (${costs.length} keys)`,
      )

      await page.getByRole('treeitem', { name: `Text: ${SENTENCE}` }).waitFor()
      await toolbar.getByRole('button', { name: 'Done' }).click()
      await toolbar.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Undo' }).click()
      await canvas(page).getByText('Enter some text...').waitFor()
      await page.getByRole('treeitem', { name: 'Text: Enter some text...' }).waitFor()
      await page.getByRole('button', { name: 'Redo' }).click()
      await canvas(page).getByText(SENTENCE).waitFor()
    })

    it('starts with Enter on the canvas; makes a word bold with the toolbar; Ctrl+Z and Ctrl+Shift+Z in the frame undo and redo', async () => {
      const { page } = author
      // The keyboard's way: select the Text in the layers, then Enter on the canvas.
      await page.getByRole('treeitem', { name: `Text: ${SENTENCE}` }).click()
      await page.getByRole('region', { name: 'Canvas' }).focus()
      await page.keyboard.press('Enter')
      const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
      await toolbar.waitFor()
      // Selects the word "canvas" in the frame.
      await canvas(page)
        .locator('[contenteditable="true"]')
        .evaluate((element) => {
          const node = element.firstChild as Text
          const range = document.createRange()
          range.setStart(node, node.data.indexOf('canvas'))
          range.setEnd(node, node.data.indexOf('canvas') + 'canvas'.length)
          const selection = document.getSelection()
          selection?.removeAllRanges()
          selection?.addRange(range)
        })
      await toolbar.getByRole('button', { name: 'Bold' }).click()
      await eventually(() => editedHtml(page)).toBe('Typed on the <b>canvas</b>')
      // The rich-text field of the selected block's properties shows the stored text, bold too.
      const field = page.getByLabel('text', { exact: true })
      await eventually(() => field.textContent()).toBe('Typed on the canvas')
      await eventually(() => field.locator('strong, b').textContent()).toBe('canvas')
      await canvas(page).locator('[contenteditable="true"]').focus()
      await page.keyboard.press('ControlOrMeta+Z')
      await eventually(() => editedHtml(page)).toBe(SENTENCE)
      await page.keyboard.press('ControlOrMeta+Shift+Z')
      await eventually(() => editedHtml(page)).toBe('Typed on the <b>canvas</b>')
      // Typing goes on at the caret (the end) after the editor's change was shown.
      await page.keyboard.type('!')
      await eventually(() =>
        canvas(page)
          .locator('[contenteditable="true"]')
          .evaluate((element) => element.textContent),
      ).toBe(`${SENTENCE}!`)
      await page.keyboard.press('Backspace')
      await page.keyboard.press('Escape')
      await toolbar.waitFor({ state: 'detached' })
      await eventually(() =>
        canvas(page)
          .getByText('canvas', { exact: true })
          .evaluate((element) => element.tagName),
      ).toBe('B')
    })

    it('links a word to a safe address only', async () => {
      const { page } = author
      await canvas(page).getByText('canvas', { exact: true }).dblclick()
      const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
      await toolbar.waitFor()
      await canvas(page)
        .locator('[contenteditable="true"]')
        .evaluate((element) => {
          const range = document.createRange()
          range.setStart(element.firstChild as Text, 0)
          range.setEnd(element.firstChild as Text, 'Typed'.length)
          document.getSelection()?.removeAllRanges()
          document.getSelection()?.addRange(range)
        })
      await toolbar.getByRole('button', { name: 'Link' }).click()
      const address = toolbar.getByLabel('Link address')
      await address.fill('javascript:alert(1)')
      await toolbar.getByRole('button', { name: 'Apply link' }).click()
      await toolbar
        .getByRole('alert')
        .getByText(/http\(s\), mailto or relative/)
        .waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await address.fill('https://example.com/x')
      await toolbar.getByRole('button', { name: 'Apply link' }).click()
      await eventually(() => editedHtml(page)).toBe(LINKED)
      await toolbar.getByRole('button', { name: 'Done' }).click()
      await toolbar.waitFor({ state: 'detached' })
      await eventually(() =>
        page.getByLabel('text', { exact: true }).locator('a').getAttribute('href'),
      ).toBe('https://example.com/x')
    })

    it('publishes: the live site shows the formatted text', async () => {
      const { page } = author
      try {
        await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
        await page.getByRole('button', { name: 'Publish', exact: true }).click()
        await page.getByText('Published: the page is live.').waitFor()
        const visitor = await openPage(ref.browser)
        try {
          const response = await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
          expect(response?.status()).toBe(200)
          const html = await visitor.page.locator('.builder-text').first().innerHTML()
          expect(html).toBe(LINKED)
          expect(await visitor.page.locator('[contenteditable]').count()).toBe(0)
        } finally {
          await visitor.close()
        }
        expect(author.problems).toEqual([])
      } finally {
        await author.close()
      }
    })
  })
}
