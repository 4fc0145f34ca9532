import { signUp } from '../support/editor-account.ts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const NAME = 'E2E revisions page'

const canvas = (page: Page, title = 'Page canvas') => page.frameLocator(`iframe[title="${title}"]`)
const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })

/** A `datetime-local` value `days` from now, in the browser's time zone. */
const localInput = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 24 * 3600_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
  }, days)

/**
 * Revisions, restore and schedule in Chromium against the real service and site: saved
 * changes listed with who and when, one viewed beside the current version in a second frame,
 * restored as one undoable step (the live site shows it once published), and the schedule: a
 * future start or a past end keeps the page off the live site (404), and the pages list says
 * scheduled.
 */
export function describeEditorRevisions(ref: StackRef): void {
  describe('the editor revisions and schedule', { timeout: 90_000 }, () => {
    const path = `/e2e-revisions-${Date.now().toString(36)}`
    const email = `revisions-${path.slice(14)}@example.com`
    let author: WatchedPage
    let pageId = ''

    const api = async (route: string) => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page${route}`, {
        headers: { authorization: `Bearer ${KEYS.privateKey}` },
      })
      expect(response.status).toBe(200)
      return (await response.json()) as Record<string, unknown>
    }
    const liveStatus = async () => (await fetch(`${ref.stack.siteUrl}${path}`)).status

    it('signs in and saves two versions of a text', async () => {
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, email)
      await page.getByLabel('URL path of the new page').fill(path)
      await page.getByLabel('Name of the new page').fill(NAME)
      await page.getByRole('button', { name: 'Create page' }).click()
      await page.getByRole('heading', { name: NAME }).waitFor()
      pageId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '')
      await page.getByRole('button', { name: 'Text', exact: true }).click()
      await page.getByLabel('text', { exact: true }).fill('First version')
      await saved(page)
      await page.getByLabel('text', { exact: true }).fill('Second version')
      await saved(page)
      await canvas(page).getByText('Second version').waitFor()
    })

    it('lists the revisions with who and when; shows one beside the current version', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Revisions' }).click()
      const dialog = page.getByRole('dialog', { name: 'Revisions' })
      const items = dialog.getByRole('listitem')
      await items.first().waitFor()
      await expect(items.first().textContent()).resolves.toMatch(
        new RegExp(`^Revision \\d+Current\\s*by ${email}, (just now|1 minute ago)`),
      )
      await expect(items.first().locator('time').getAttribute('datetime')).resolves.toMatch(
        /^\d{4}-\d\d-\d\dT/,
      )
      expect(await seriousViolations(page)).toEqual([])
      // The newest revision that still had the first text.
      const { results } = (await api(`/${pageId}/revisions`)) as {
        results: Array<{ revision: number }>
      }
      let older = 0
      for (const { revision } of results.slice(1)) {
        if (
          JSON.stringify(await api(`/${pageId}/revisions/${revision}`)).includes('First version')
        ) {
          older = revision
          break
        }
      }
      expect(older).toBeGreaterThan(0)
      await dialog.getByRole('button', { name: `View revision ${older} side by side` }).click()
      const compare = page.getByRole('dialog', {
        name: `Revision ${older} beside the current version`,
      })
      await canvas(page, `Revision ${older}`).getByText('First version').waitFor()
      await canvas(page, 'Current').getByText('Second version').waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await compare.getByRole('button', { name: 'Restore this revision' }).click()
      await page.getByText(`Revision ${older} restored.`).waitFor()
      await canvas(page).getByText('First version').waitFor()
      await page.getByRole('treeitem', { name: /Text: First version/ }).waitFor()
      // The panels of the selected block follow too.
      const text = page.getByLabel('text', { exact: true })
      await eventually(() => text.textContent()).toBe('First version')
    })

    it('publishes the restored version to the live site; undo brings the other back', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      const visitor = await openPage(ref.browser)
      try {
        await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
        await visitor.page.getByText('First version').waitFor()
      } finally {
        await visitor.close()
      }
      // The publish is the current revision (nothing saved again after it), made by the author.
      await page.getByRole('button', { name: 'Revisions' }).click()
      const history = page.getByRole('dialog', { name: 'Revisions' })
      await expect(history.getByRole('listitem').first().textContent()).resolves.toMatch(
        new RegExp(`^Revision \\d+CurrentPublished\\s*by ${email}`),
      )
      await page.keyboard.press('Escape')
      await history.waitFor({ state: 'hidden' })
      // The publish made no step of its own: one undo takes the restore back, and is saved.
      await page.getByRole('button', { name: 'Undo' }).click()
      await canvas(page).getByText('Second version').waitFor()
      await eventually(() => page.getByLabel('text', { exact: true }).textContent()).toBe(
        'Second version',
      )
      await saved(page)
      await eventually(async () => JSON.stringify((await api(`/${pageId}`)).data)).toContain(
        'Second version',
      )
    })

    it('schedules a start in the future: off the live site, "scheduled" in the list; cleared, back', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Schedule', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Schedule' })
      await dialog.getByText(/^Times in /).waitFor()
      await dialog.getByLabel('Start', { exact: true }).fill(await localInput(page, 1))
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Save schedule' }).click()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await eventually(() => page.locator('.live-state').textContent()).toMatch(
        /^Scheduled\. Scheduled: live from .*\d/,
      )
      expect(await liveStatus()).toBe(404)
      await page.getByRole('button', { name: 'Back to the pages' }).click()
      await page
        .getByRole('row', { name: new RegExp(NAME) })
        .getByText('scheduled')
        .waitFor()
      await page.getByRole('button', { name: NAME, exact: true }).click()
      await page.getByRole('button', { name: 'Schedule', exact: true }).click()
      await dialog.getByRole('button', { name: 'Clear the start' }).click()
      await dialog.getByRole('button', { name: 'Save schedule' }).click()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      expect(await liveStatus()).toBe(200)
    })

    it('an end in the past takes the page off the live site', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Schedule', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Schedule' })
      await dialog.getByLabel('End', { exact: true }).fill(await localInput(page, -1))
      await dialog.getByRole('button', { name: 'Save schedule' }).click()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await eventually(() => page.locator('.live-state').textContent()).toMatch(/^Ended\. Ended /)
      expect(await liveStatus()).toBe(404)
    })

    it('loads a long history a page at a time', async () => {
      const { page } = author
      for (let index = 0; index < 50; index += 1) {
        const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page/${pageId}`, {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${KEYS.privateKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ name: NAME }),
        })
        expect(response.status).toBe(200)
      }
      await page.reload()
      await page.getByRole('button', { name: 'Revisions' }).click()
      const items = page.getByRole('dialog', { name: 'Revisions' }).getByRole('listitem')
      await eventually(() => items.count()).toBe(50)
      await page.getByRole('button', { name: 'Show older revisions' }).click()
      await eventually(() => items.count()).toBeGreaterThan(50)
      const numbers = await items.locator('strong').allTextContents()
      expect(numbers.slice(49, 51)).toEqual([
        numbers[49],
        `Revision ${Number(numbers[49]?.split(' ')[1]) - 1}`,
      ])
      await author.close()
    })
  })
}
