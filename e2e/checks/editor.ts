import {
  createAccount,
  E2E_PASSWORD as PASSWORD,
  setPasswordWithLink as signUpWithLink,
} from '../support/editor-account.ts'
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

const canvas = (page: Page) => page.frameLocator('iframe[title="Page canvas"]')

/**
 * The visual editor in Chromium against the real service and site: sign-in with a one-time
 * link and a password, wrong passwords refused, a page created by URL path, a block inserted
 * from the palette and edited in the properties panel (the canvas follows), undo and redo,
 * keyboard moves in the layers, autosave surviving a reload, publishing to the live site,
 * sign-out, a viewer who cannot change anything, and no serious accessibility violation.
 */
export function describeEditor(ref: StackRef): void {
  describe('visual editor', { timeout: 90_000 }, () => {
    const path = `/e2e-editor-${Date.now().toString(36)}`
    let author: WatchedPage

    it('signs an author in with a one-time link, then with the password; refuses a wrong one', async () => {
      const link = await createAccount(
        ref.stack.serviceUrl,
        `author-${path.slice(12)}@example.com`,
        'developer',
      )
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      await signUpWithLink(author.page, link)
      expect(await seriousViolations(author.page)).toEqual([])
      const other = await openPage(ref.browser)
      try {
        await other.page.goto(`${ref.stack.serviceUrl}/editor/`)
        await other.page.getByLabel('Email').fill(`author-${path.slice(12)}@example.com`)
        await other.page.getByLabel('Password').fill('not the password')
        await other.page.getByRole('button', { name: 'Sign in' }).click()
        await other.page.getByRole('alert').getByText('Wrong email or password').waitFor()
        expect(await seriousViolations(other.page)).toEqual([])
        await other.page.getByLabel('Password').fill(PASSWORD)
        await other.page.getByRole('button', { name: 'Sign in' }).click()
        await other.page.getByRole('heading', { name: 'Pages' }).waitFor()
      } finally {
        await other.close()
      }
    })

    it('creates a page by URL path and shows the live site in the canvas', async () => {
      const { page } = author
      await page.getByLabel('URL path of the new page').fill(path)
      await page.getByLabel('Name of the new page').fill('E2E editor page')
      await page.getByRole('button', { name: 'Create page' }).click()
      await page.getByRole('heading', { name: 'E2E editor page' }).waitFor()
      await eventually(() => page.getByText(/Waiting for the site/).count()).toBe(0)
      expect(await seriousViolations(page)).toEqual([])
    })

    it('inserts a block from the palette and edits it; the canvas follows each change', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Text', exact: true }).click()
      await canvas(page).getByText('Enter some text...').waitFor()
      await page.getByRole('treeitem', { name: /Text: Enter some text/ }).waitFor()
      const text = page.getByLabel('text', { exact: true })
      await text.fill('Hello from the editor')
      await canvas(page).getByText('Hello from the editor').waitFor()
      await page.getByRole('button', { name: 'Undo' }).click()
      await canvas(page).getByText('Enter some text...').waitFor()
      await page.getByRole('button', { name: 'Redo' }).click()
      await canvas(page).getByText('Hello from the editor').waitFor()
    })

    it('moves a block with the keyboard in the layers, announcing it', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Button', exact: true }).click()
      const button = page.getByRole('treeitem', { name: /^Button/ })
      await button.focus()
      await page.keyboard.press('Alt+ArrowUp')
      const topLevel = page.locator('[role="tree"] > [role="treeitem"]')
      await eventually(() => topLevel.first().textContent()).toMatch(/^Button/)
      await eventually(() =>
        page.locator('[aria-live="polite"].visually-hidden').textContent(),
      ).toMatch(/moved up: position 1 of 2/)
      // The canvas shows the blocks in the new order.
      const treeOrder = await topLevel.evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-block-id')),
      )
      await eventually(async () => {
        const ids = await canvas(page)
          .locator('[builder-id]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('builder-id')))
        return ids.filter((id) => treeOrder.includes(id))
      }).toEqual(treeOrder)
      // Cmd/Ctrl + arrows walk the selection; the focus follows in the layers.
      const selected = page.locator('[role="treeitem"][aria-selected="true"] > .tree-label')
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')
      await page.keyboard.press('Control+ArrowDown')
      await eventually(() => selected.allTextContents()).toEqual([expect.stringMatching(/^Text/)])
      await eventually(focused).toMatch(/^Text/)
      await page.keyboard.press('Control+ArrowUp')
      await eventually(() => selected.allTextContents()).toEqual([expect.stringMatching(/^Button/)])
      await eventually(focused).toMatch(/^Button/)
    })

    it('drags a block from the palette onto the layers, and moves blocks by dragging', async () => {
      const { page } = author
      const topLevel = page.locator('[role="tree"] > [role="treeitem"]')
      const before = await topLevel.count()
      await page
        .locator('.palette-item[data-component="Columns"]')
        .dragTo(page.locator('.end-drop'))
      await eventually(() => topLevel.count()).toBe(before + 1)
      await eventually(() => topLevel.last().textContent()).toMatch(/^Columns/)
      await canvas(page).locator('.builder-columns').waitFor({ state: 'attached' })
      // The Columns layer onto the top edge of the first layer: it goes first.
      const first = topLevel.first().locator('.tree-label').first()
      await topLevel
        .last()
        .locator('.tree-label')
        .first()
        .dragTo(first, { targetPosition: { x: 20, y: 1 } })
      await eventually(() => topLevel.first().textContent()).toMatch(/^Columns/)
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => topLevel.last().textContent()).toMatch(/^Columns/)
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => topLevel.count()).toBe(before)
    })

    it('saves by itself, and a reload keeps the work', async () => {
      const { page } = author
      await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
      await page.reload()
      await page.getByRole('treeitem', { name: /Text: Hello from the editor/ }).waitFor()
      await canvas(page).getByText('Hello from the editor').waitFor()
    })

    it('publishes: a visitor sees the page on the live site', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      const visitor = await openPage(ref.browser)
      try {
        const response = await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
        expect(response?.status()).toBe(200)
        await visitor.page.getByText('Hello from the editor').waitFor()
      } finally {
        await visitor.close()
      }
    })

    it('inserts a symbol of the space from the palette into the published page; the canvas renders its content', async () => {
      const { page } = author
      // Opened as published, the page's first save makes its draft: nobody else saved.
      await page.reload()
      const status = page.getByRole('status')
      await status.getByText('All changes saved').waitFor()
      const symbols = page.locator('.palette-group', {
        has: page.getByRole('heading', { name: 'Symbols' }),
      })
      await symbols.getByRole('button', { name: 'Header', exact: true }).waitFor()
      await symbols.getByRole('button', { name: 'Footer', exact: true }).click()
      await page.getByRole('treeitem', { name: /^Symbol/ }).waitFor()
      await canvas(page).locator('.builder-symbol').getByText('Tessera', { exact: true }).waitFor()
      await status.getByText('All changes saved').waitFor({ timeout: 15_000 })
      expect(await page.getByText(/saved this page too/).count()).toBe(0)
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => page.getByRole('treeitem', { name: /^Symbol/ }).count()).toBe(0)
    })

    it('selects several blocks with Shift or Cmd/Ctrl, and deletes them as one step', async () => {
      const { page } = author
      const items = page.locator('[role="tree"] > [role="treeitem"]')
      const selected = page.locator('[role="treeitem"][aria-selected="true"]')
      const count = await items.count()
      expect(count).toBeGreaterThanOrEqual(2)
      await items.nth(0).locator('.tree-label').click()
      await items
        .nth(1)
        .locator('.tree-label')
        .click({ modifiers: ['Shift'] })
      await eventually(() => selected.count()).toBe(2)
      await items
        .nth(0)
        .locator('.tree-label')
        .click({ modifiers: ['ControlOrMeta'] })
      await eventually(() => selected.count()).toBe(1)
      await items
        .nth(0)
        .locator('.tree-label')
        .click({ modifiers: ['ControlOrMeta'] })
      await eventually(() => selected.count()).toBe(2)
      await page.keyboard.press('Delete')
      await eventually(() => items.count()).toBe(count - 2)
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => items.count()).toBe(count)
    })

    it('merges a save by someone else that touched other blocks, and asks when both changed one', async () => {
      const { page } = author
      const other = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      try {
        await other.page.goto(`${ref.stack.serviceUrl}/editor/`)
        await other.page.getByLabel('Email').fill(`author-${path.slice(12)}@example.com`)
        await other.page.getByLabel('Password').fill(PASSWORD)
        await other.page.getByRole('button', { name: 'Sign in' }).click()
        await other.page.getByRole('button', { name: 'E2E editor page', exact: true }).click()
        await other.page.getByRole('treeitem', { name: /^Button/ }).waitFor()
        // The other tab is offline while it changes the Button, so its save waits (and is
        // retried) while the author saves a change to the Text; back online, the service merges.
        await other.context.setOffline(true)
        await other.page.getByRole('treeitem', { name: /^Button/ }).click()
        await other.page.getByLabel('text', { exact: true }).fill('Button from the second tab')
        await page.getByRole('treeitem', { name: /Text: Hello/ }).click()
        await page.getByLabel('text', { exact: true }).fill('Text from the first tab')
        await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
        await other.context.setOffline(false)
        await other.page
          .getByText(/your changes touched other blocks and were merged/)
          .waitFor({ timeout: 15_000 })
        await other.page
          .getByRole('status')
          .getByText('All changes saved')
          .waitFor({ timeout: 15_000 })
        await page.reload()
        await page.getByRole('treeitem', { name: /Text: Text from the first tab/ }).waitFor()
        await page.getByRole('treeitem', { name: /Button: Button from the second tab/ }).waitFor()
        // Now both change the same block (the other offline again): the second to save chooses.
        // (The Text's rich-text box loads on demand: shown before going offline.)
        await other.page.getByRole('treeitem', { name: /Text: Text from the first tab/ }).click()
        await other.page.getByLabel('text', { exact: true }).waitFor()
        await other.context.setOffline(true)
        await other.page.getByLabel('text', { exact: true }).fill('Second tab wins')
        await page.getByRole('treeitem', { name: /Text: Text from the first tab/ }).click()
        await page.getByLabel('text', { exact: true }).fill('First tab again')
        await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
        await other.context.setOffline(false)
        const dialog = other.page.getByRole('alertdialog')
        await dialog.getByText(/saved this page too/).waitFor({ timeout: 15_000 })
        await dialog.getByText('Text: Second tab wins').waitFor()
        expect(await seriousViolations(other.page)).toEqual([])
        await dialog.getByRole('button', { name: 'Keep my version' }).click()
        await other.page
          .getByRole('status')
          .getByText('All changes saved')
          .waitFor({ timeout: 15_000 })
        await page.reload()
        await page.getByRole('treeitem', { name: /Text: Second tab wins/ }).waitFor()
      } finally {
        await other.close()
      }
    })

    it('sets styles per screen size; the published page shows each at its width', async () => {
      const { page } = author
      const text = page.getByRole('treeitem', { name: /Text: Second tab wins/ })
      const id = await text.getAttribute('data-block-id')
      await text.click()
      await page.getByLabel('color', { exact: true }).fill('rgb(200, 0, 0)')
      await page.getByRole('button', { name: 'Mobile 640' }).click()
      await expect(
        page.getByLabel('color', { exact: true }).getAttribute('placeholder'),
      ).resolves.toBe('rgb(200, 0, 0) (from large)')
      await page.getByLabel('color', { exact: true }).fill('rgb(0, 0, 200)')
      await page.getByRole('button', { name: 'Desktop 1200' }).click()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      const colorAt = async (width: number) => {
        const visitor = await openPage(ref.browser, { viewport: { width, height: 800 } })
        try {
          await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
          return await visitor.page
            .locator(`[builder-id="${id}"]`)
            .first()
            .evaluate((element) => getComputedStyle(element).color)
        } finally {
          await visitor.close()
        }
      }
      expect(await colorAt(1280)).toBe('rgb(200, 0, 0)')
      expect(await colorAt(800)).toBe('rgb(200, 0, 0)')
      expect(await colorAt(500)).toBe('rgb(0, 0, 200)')
    })

    it('shares a preview link of the draft, while visitors keep the published page', async () => {
      const { page } = author
      await page.getByRole('treeitem', { name: /Text: Second tab wins/ }).click()
      await page.getByLabel('text', { exact: true }).fill('Draft only')
      await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Preview link' }).click()
      const notice = await page.getByText(/^Preview link \(valid for a week\): /).textContent()
      const link = (notice ?? '').replace(/^Preview link \(valid for a week\): /, '')
      expect(link).toContain('builder.previewToken=')
      const visitor = await openPage(ref.browser)
      try {
        await visitor.page.goto(link)
        await visitor.page.getByText('Draft only').waitFor()
        await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
        await visitor.page.getByText('Second tab wins').waitFor()
        // The same preview URL without its token shows the published page, not an empty one.
        const untokened = new URL(link)
        untokened.searchParams.delete('builder.previewToken')
        await visitor.page.goto(untokened.toString())
        await visitor.page.getByText('Second tab wins').waitFor()
      } finally {
        await visitor.close()
      }
    })

    it('keeps unsaved work in the browser when saving fails, and restores it on reload', async () => {
      const { page } = author
      const refuseSaves = (route: Route) =>
        route.request().method() === 'PUT' ? route.abort() : route.continue()
      await page.route('**/api/v1/write/page/*', refuseSaves)
      await page.getByRole('treeitem', { name: /Text: Draft only/ }).click()
      await page.getByLabel('text', { exact: true }).fill('Kept in the browser')
      await page
        .getByRole('status')
        .getByText(/Saving failed/)
        .waitFor({ timeout: 15_000 })
      await page.reload()
      await page.getByText('Unsaved changes from your last visit were restored.').waitFor()
      await page.getByRole('treeitem', { name: /Text: Kept in the browser/ }).waitFor()
      await page.unroute('**/api/v1/write/page/*', refuseSaves)
      await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
    })

    it('copies a block into another page; duplicates, renames and archives pages', async () => {
      const { page } = author
      // The browser's own copy and paste events, with the data the system clipboard would carry.
      await page.getByRole('treeitem', { name: /Text: Kept in the browser/ }).click()
      const copied = await page.evaluate(() => {
        const data = new DataTransfer()
        const target = document.activeElement ?? document.body
        target.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true }))
        return data.getData('text/plain')
      })
      expect(JSON.parse(copied)).toMatchObject({
        kind: 'tessera/blocks',
        blocks: [{ component: { name: 'Text' } }],
      })
      await page.getByRole('button', { name: 'Back to the pages' }).click()
      await page.getByRole('button', { name: 'Duplicate E2E editor page' }).click()
      const copyRow = page.getByRole('row', { name: /E2E editor page \(copy\)/ })
      await copyRow.waitFor()
      await expect(copyRow.getByRole('cell', { name: `${path}-copy` }).count()).resolves.toBe(1)
      page.once('dialog', (dialog) => void dialog.accept('E2E renamed copy'))
      await page.getByRole('button', { name: 'Rename E2E editor page (copy)' }).click()
      await page.getByRole('button', { name: 'E2E renamed copy', exact: true }).click()
      await page.getByRole('heading', { name: 'E2E renamed copy' }).waitFor()
      const items = page.locator('[role="tree"] > [role="treeitem"]')
      const before = await items.count()
      await page.evaluate((text) => {
        const data = new DataTransfer()
        data.setData('text/plain', text)
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
        )
      }, copied)
      await eventually(() => items.count()).toBe(before + 1)
      // Pasted after nothing selected: at the end of the page, with a new id, and selected.
      await eventually(() => items.last().getAttribute('aria-selected')).toBe('true')
      expect(await items.last().textContent()).toMatch(/^Text: Kept in the browser/)
      await page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Back to the pages' }).click()
      await page.getByRole('button', { name: 'Archive E2E renamed copy' }).click()
      await page
        .getByRole('row', { name: /E2E renamed copy/ })
        .getByText('archived')
        .waitFor()
    })

    it('unpublishes: visitors get a 404', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'E2E editor page', exact: true }).click()
      await page.getByRole('button', { name: 'Unpublish' }).click()
      await page.getByText('Unpublished.').waitFor()
      const response = await fetch(`${ref.stack.siteUrl}${path}`)
      expect(response.status).toBe(404)
    })

    it('signs out, after which the session is gone', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Back to the pages' }).click()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByRole('heading', { name: 'Sign in to Tessera' }).waitFor()
      const session = await page.evaluate(async () => (await fetch('/api/v1/auth/session')).status)
      expect(session).toBe(401)
      await author.close()
    })

    it('lets a viewer look but not change anything', async () => {
      const link = await createAccount(
        ref.stack.serviceUrl,
        `viewer-${path.slice(12)}@example.com`,
        'viewer',
      )
      const viewer = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      try {
        await signUpWithLink(viewer.page, link)
        await expect(
          viewer.page.getByRole('button', { name: 'Create page' }).count(),
        ).resolves.toBe(0)
        await viewer.page.getByRole('button', { name: 'E2E editor page' }).click()
        await viewer.page.getByRole('heading', { name: 'E2E editor page' }).waitFor()
        await expect(
          viewer.page.getByRole('button', { name: 'Publish', exact: true }).count(),
        ).resolves.toBe(0)
        expect(
          await viewer.page.getByRole('button', { name: 'Text', exact: true }).isDisabled(),
        ).toBe(true)
        const refused = await viewer.page.evaluate(async () => {
          const session = (await (await fetch('/api/v1/auth/session')).json()) as {
            csrfToken: string
          }
          const response = await fetch('/api/v1/write/page', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
            body: JSON.stringify({ name: 'nope' }),
          })
          return response.status
        })
        expect(refused).toBe(403)
      } finally {
        await viewer.close()
      }
    })
  })
}
