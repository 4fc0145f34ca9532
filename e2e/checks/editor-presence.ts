import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { canvasOf, signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const NAME = 'E2E presence page'
const ELEMENT = '@builder.io/sdk:Element'

const text = (id: string, value: string) => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: `<p>${value}</p>` } },
})

const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 20_000 })
const others = (page: Page) => page.getByRole('list', { name: 'Also on this page' })
const textField = (page: Page) => page.getByLabel('text', { exact: true })

/**
 * Two authors on one page in two browser contexts, against the real service and site: each
 * sees the other in the top bar; the block one has selected shows as theirs in the other's
 * layers (and asks before being edited there); both edit different blocks at the same time,
 * and after autosave each editor, a reload and the published site show both edits, with no
 * conflict dialog; both insert a block into the page's one list at once and both are kept; an
 * author who leaves disappears from the other's top bar within seconds.
 */
export function describeEditorPresence(ref: StackRef): void {
  describe('the editor presence of two authors', { timeout: 150_000 }, () => {
    const suffix = Date.now().toString(36)
    const path = `/e2e-presence-${suffix}`
    const ann = `ann-${suffix}`
    const bob = `bob-${suffix}`
    let a: WatchedPage
    let b: WatchedPage

    const open = async (name: string) => {
      const opened = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      await signUp(ref.stack.serviceUrl, opened.page, `${name}@example.com`)
      await opened.page.getByRole('button', { name: NAME, exact: true }).click()
      await opened.page.getByRole('heading', { name: 'Page settings' }).waitFor()
      await canvasOf(opened.page).getByText('Block one').waitFor({ timeout: 30_000 })
      return opened
    }

    it('shows each author the other one on the page', async () => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: NAME,
          query: [{ property: 'urlPath', operator: 'is', value: path }],
          data: {
            url: path,
            title: NAME,
            blocks: [text('p-one', 'Block one'), text('p-two', 'Block two')],
          },
        }),
      })
      expect(response.status).toBe(201)
      a = await open(ann)
      b = await open(bob)
      await others(a.page).getByText(bob).waitFor()
      await others(b.page).getByText(ann).waitFor()
      expect(await seriousViolations(a.page)).toEqual([])
    })

    it('shows the block one author edits as theirs to the other, who can still edit it after confirming', async () => {
      await a.page.getByRole('treeitem', { name: /Block one/ }).click()
      // In the layers: their name beside the block, part of the layer's accessible name.
      await b.page
        .locator('.lock-marker', { hasText: ann })
        .waitFor()
        .catch(async (error: unknown) => {
          const tree = await b.page.getByRole('tree').innerText()
          const selected = await a.page.locator('[role="treeitem"][aria-selected="true"]').count()
          throw new Error(`No lock marker; B's layers: ${tree}; A's selected: ${selected}`, {
            cause: error,
          })
        })
      const locked = b.page.getByRole('treeitem', {
        name: new RegExp(`Block one\\s*,\\s*edited by\\s*${ann}`),
      })
      await locked.waitFor()
      // On the canvas: an outline around the block with the name of the author editing it.
      await b.page.locator('.lock-outline', { hasText: ann }).waitFor()
      await locked.click()
      const notice = b.page.getByText(`${ann} is editing this block.`)
      await notice.waitFor()
      await eventually(() => textField(b.page).isEditable()).toBe(false)
      expect(await seriousViolations(b.page)).toEqual([])
      await b.page.getByRole('button', { name: 'Edit anyway' }).click()
      await notice.waitFor({ state: 'hidden' })
      await eventually(() => textField(b.page).isEditable()).toBe(true)
    })

    it('keeps both edits of different blocks made at the same time, without a conflict', async () => {
      await b.page.getByRole('treeitem', { name: /Block two/ }).click()
      await eventually(() => textField(b.page).textContent()).toBe('Block two')
      await eventually(() => textField(a.page).textContent()).toBe('Block one')
      await Promise.all([
        textField(a.page).fill('One by Ann'),
        textField(b.page).fill('Two by Bob'),
      ])
      await Promise.all([saved(a.page), saved(b.page)])
      for (const { page } of [a, b]) {
        await canvasOf(page).getByText('One by Ann').waitFor({ timeout: 20_000 })
        await canvasOf(page).getByText('Two by Bob').waitFor({ timeout: 20_000 })
        expect(await page.getByRole('alertdialog').count()).toBe(0)
      }
      const stored = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page?limit=100`, {
        headers: { authorization: `Bearer ${KEYS.privateKey}` },
      })
      const { results } = (await stored.json()) as { results: Array<{ name?: string }> }
      const body = JSON.stringify(results.find((entry) => entry.name === NAME))
      expect(body).toContain('One by Ann')
      expect(body).toContain('Two by Bob')
    })

    it('keeps the blocks both insert into one list at the same time, each once', async () => {
      // Each inserts a Text after the block they have selected: both change the page's list.
      await Promise.all(
        [a, b].map(({ page }) => page.getByRole('button', { name: 'Text', exact: true }).click()),
      )
      await Promise.all([
        textField(a.page).fill('New by Ann'),
        textField(b.page).fill('New by Bob'),
      ])
      await Promise.all([saved(a.page), saved(b.page)])
      for (const { page } of [a, b]) {
        await canvasOf(page).getByText('New by Ann').waitFor({ timeout: 20_000 })
        await canvasOf(page).getByText('New by Bob').waitFor({ timeout: 20_000 })
        expect(await page.getByRole('alertdialog').count()).toBe(0)
      }
      const stored = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page?limit=100`, {
        headers: { authorization: `Bearer ${KEYS.privateKey}` },
      })
      const { results } = (await stored.json()) as { results: Array<Record<string, unknown>> }
      const entry = results.find((result) => result.name === NAME) as {
        data: { blocks: Array<{ component?: { options?: { text?: string } } }> }
      }
      const texts = entry.data.blocks.map((block) =>
        (block.component?.options?.text ?? '').replace(/<[^>]+>/g, ''),
      )
      expect(texts).toEqual(['One by Ann', 'New by Ann', 'Two by Bob', 'New by Bob'])
    })

    it('shows both after a reload and on the published site', async () => {
      for (const { page } of [a, b]) {
        await page.reload()
        await canvasOf(page).getByText('One by Ann').waitFor({ timeout: 30_000 })
        await canvasOf(page).getByText('Two by Bob').waitFor()
      }
      await a.page.getByRole('button', { name: 'Publish', exact: true }).click()
      await a.page.getByText('Published: the page is live.').waitFor()
      const visitor = await openPage(ref.browser)
      try {
        await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
        await visitor.page.getByText('One by Ann').waitFor()
        await visitor.page.getByText('Two by Bob').waitFor()
      } finally {
        await visitor.close()
      }
    })

    it('takes an author who leaves off the other’s top bar within seconds', async () => {
      await others(a.page).getByText(bob).waitFor()
      await b.close()
      await others(a.page).waitFor({ state: 'hidden', timeout: 20_000 })
      expect(a.problems).toEqual([])
      await a.close()
    })
  })
}
