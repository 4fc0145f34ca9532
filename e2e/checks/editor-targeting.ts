import { setTimeout as sleep } from 'node:timers/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { canvasOf, signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const ELEMENT = '@builder.io/sdk:Element'
const text = (id: string, value: string, bindings?: Record<string, string>) => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: value } },
  ...(bindings ? { bindings } : {}),
})
const isPath = (value: string) => ({
  '@type': '@builder.io/core:Query',
  property: 'urlPath',
  operator: 'is',
  value,
})

const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })

/**
 * Targeting and scheduling in Chromium against the real service and site: conditions written
 * in the rules editor reach the entry's `query` as Builder writes it and decide who gets the
 * published page; the canvas previews the page as a visitor with given attributes; two
 * published pages on one path without a priority between them are flagged (rules editor and
 * pages list); the calendar lists a scheduled page; the live site follows a start date a few
 * seconds ahead. The service declares the custom attribute `plan` (TESSERA_TARGETING_ATTRIBUTES).
 */
export function describeEditorTargeting(ref: StackRef): void {
  describe('the editor targeting and scheduling', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)
    const base = `/e2e-target-${tag}`
    const email = `targeting-${tag}@example.com`
    let author: WatchedPage
    let pageId = ''

    const write = async (route: string, method: string, body?: unknown) => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page${route}`, {
        method,
        headers: {
          authorization: `Bearer ${KEYS.privateKey}`,
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      expect(response.status).toBeLessThan(300)
      return (await response.json()) as Record<string, unknown> & { id: string }
    }
    const publishedPage = async (body: Record<string, unknown>) => {
      const { id } = await write('', 'POST', body)
      await write(`/${id}/publish`, 'POST', {})
      return id
    }
    const visit = async (path: string) => {
      const visitor = await openPage(ref.browser)
      try {
        const response = await visitor.page.goto(`${ref.stack.siteUrl}${path}`)
        return { status: response?.status(), body: await visitor.page.locator('body').innerText() }
      } finally {
        await visitor.close()
      }
    }

    it('writes rules into the query as Builder does; the live site follows them', async () => {
      const { id } = await write('', 'POST', {
        name: `Targeted ${tag}`,
        query: [isPath(base)],
        data: {
          url: base,
          blocks: [
            text('welcome', 'Welcome, member'),
            text('pro', 'Pro offer inside', {
              show: "builder.getUserAttributes().plan === 'pro'",
            }),
          ],
        },
      })
      pageId = id
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1100 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, email)
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${pageId}`)
      const panel = page.getByRole('region', { name: 'Targeting' })
      await panel.waitFor()
      // The condition the page was made with: URL path is <base>. Make it "starts with".
      await panel.getByLabel('Operator of condition 1').selectOption('startsWith')
      await panel.getByLabel('Value 1 of condition 1', { exact: true }).fill(`${base}/shop`)
      await panel.getByRole('button', { name: 'Add condition' }).click()
      await panel.getByLabel('Attribute of condition 2').selectOption('plan')
      await panel.getByLabel('Value 1 of condition 2', { exact: true }).selectOption('pro')
      await panel.getByRole('button', { name: 'Add an “or” value to condition 2' }).click()
      await panel.getByLabel('Value 2 of condition 2', { exact: true }).selectOption('free')
      await panel.getByRole('button', { name: 'Remove value 2 of condition 2' }).click()
      const second = panel.getByLabel('Value 2 of condition 2', { exact: true })
      await second.waitFor({ state: 'detached' })
      // Undoable like any edit: the removed value comes back, and goes again on redo.
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => second.inputValue()).toBe('free')
      await page.getByRole('button', { name: 'Redo' }).click()
      await second.waitFor({ state: 'detached' })
      await saved(page)
      expect(await seriousViolations(page)).toEqual([])
      await eventually(async () => (await write(`/${pageId}`, 'GET')).query).toEqual([
        {
          '@type': '@builder.io/core:Query',
          property: 'urlPath',
          operator: 'startsWith',
          value: `${base}/shop`,
        },
        { '@type': '@builder.io/core:Query', property: 'plan', operator: 'is', value: 'pro' },
      ])
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()

      const pro = await visit(`${base}/shop/shoes?builder.userAttributes.plan=pro`)
      expect(pro.status).toBe(200)
      expect(pro.body).toContain('Welcome, member')
      expect((await visit(`${base}/shop/shoes?builder.userAttributes.plan=free`)).status).toBe(404)
      expect((await visit(`${base}/shop/shoes`)).status).toBe(404)
      expect((await visit(`${base}/blog?builder.userAttributes.plan=pro`)).status).toBe(404)
    })

    it('previews the canvas as a visitor with given attributes', async () => {
      const { page } = author
      const panel = page.getByRole('region', { name: 'Targeting' })
      const frame = canvasOf(page)
      await frame.getByText('Welcome, member').waitFor()
      expect(await frame.getByText('Pro offer inside').count()).toBe(0)
      const preview = panel.getByRole('form', { name: 'Preview as a visitor' })
      await preview.getByLabel('plan').selectOption('pro')
      await preview.getByLabel('URL path').fill(`${base}/shop/boots`)
      await preview.getByRole('button', { name: 'Preview', exact: true }).click()
      await frame.getByText('Pro offer inside').waitFor()
      await preview.getByText('they get this page').waitFor()
      await preview.getByLabel('plan').selectOption('free')
      await preview.getByRole('button', { name: 'Preview', exact: true }).click()
      await frame.getByText('Pro offer inside').waitFor({ state: 'detached' })
      await preview.getByText(/does not get this page: “plan is pro” does not hold/).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await preview.getByRole('button', { name: 'Stop previewing' }).click()
    })

    it('warns when two published pages take one path with no priority between them', async () => {
      const { page } = author
      const shared = `${base}-shared`
      const body = (name: string) => ({ name, query: [isPath(shared)], data: { blocks: [] } })
      const first = await publishedPage(body(`First ${tag}`))
      await publishedPage(body(`Second ${tag}`))
      await page.goto(`${ref.stack.serviceUrl}/editor/`)
      const row = page.getByRole('row', { name: new RegExp(`First ${tag}`) })
      await row.getByText(`Same path and priority as “Second ${tag}” at ${shared}`).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${first}`)
      const panel = page.getByRole('region', { name: 'Targeting' })
      await panel.getByText(`“Second ${tag}” is also published at ${shared}`).waitFor()
      await panel.getByLabel('Priority').fill('1')
      await panel.getByText('Same path, no priority between them.').waitFor({ state: 'detached' })
      await saved(page)
      expect((await write(`/${first}`, 'GET')).priority).toBe(1)
    })

    it('lists a scheduled page in the calendar', async () => {
      const { page } = author
      const start = Date.now() + 24 * 3600_000
      await publishedPage({
        name: `Launch ${tag}`,
        startDate: start,
        query: [isPath(`${base}-launch`)],
        data: { blocks: [] },
      })
      await page.goto(`${ref.stack.serviceUrl}/editor/`)
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Calendar' })
        .click()
      await page.getByRole('heading', { name: 'Schedule' }).waitFor()
      await page
        .getByRole('button', { name: `Launch ${tag} goes live` })
        .first()
        .waitFor()
      expect(await seriousViolations(page)).toEqual([])
      expect(new URL(page.url()).pathname).toBe('/editor/calendar')
    })

    it('follows a start date a few seconds ahead on the live site', async () => {
      const path = `${base}-soon`
      // Ahead enough to read the page twice before it starts, under load (a visit takes seconds).
      const start = Date.now() + 20_000
      await publishedPage({
        name: `Soon ${tag}`,
        startDate: start,
        query: [isPath(path)],
        data: { blocks: [text('soon', 'Now live')] },
      })
      // Both answers came before the start (the second one, the service's cached answer).
      expect((await visit(path)).status).toBe(404)
      expect((await visit(path)).status).toBe(404)
      expect(Date.now()).toBeLessThan(start)
      while (Date.now() <= start) await sleep(250)
      const after = await visit(path)
      expect(after.status).toBe(200)
      expect(after.body).toContain('Now live')
      await author.close()
    })
  })
}
