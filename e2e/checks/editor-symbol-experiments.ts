import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { canvasOf, signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const ELEMENT = '@builder.io/sdk:Element'

const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })

/** The report table's column, summed over the groups (the default included). */
const columnTotal = (page: Page, column: string) =>
  page.evaluate((name) => {
    const table = document.querySelector('.report-table')
    if (!table) return -1
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent)
    const index = heads.indexOf(name)
    return [...table.querySelectorAll('tbody tr')]
      .map((row) => Number(row.children[index]?.textContent ?? 0))
      .reduce((sum, value) => sum + value, 0)
  }, column)

/**
 * A split test on a symbol, and a variation's dates, against the real service and site: the
 * author adds a variation in the symbol editor and edits it on the symbol's canvas (the frame
 * switches group), publishes; a page using the symbol is rendered on the server with the
 * visitor's group of the symbol only (cookie `builder.tests.<symbol id>`); fresh browsers see
 * both groups and the symbol's report counts them; a variation given a start in the future is
 * not served (its visitors get the default) and the calendar lists when it goes live.
 */
export function describeEditorSymbolExperiments(ref: StackRef): void {
  describe('the editor symbol experiments', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)
    const path = `/e2e-symbol-test-${tag}`
    const symbolName = `E2E banner ${tag}`
    const ids = { symbol: '', page: '', variation: '' }
    let author: WatchedPage

    const api = async (route: string, init: RequestInit = {}) => {
      const response = await fetch(`${ref.stack.serviceUrl}${route}`, {
        ...init,
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
      })
      expect(response.status, route).toBeLessThan(300)
      return (await response.json()) as Record<string, unknown>
    }

    /** The page's HTML as the site renders it for a visitor with these cookies. */
    const html = async (cookie: string) =>
      (await fetch(`${ref.stack.siteUrl}${path}`, { headers: { cookie } })).text()

    /** A fresh browser, optionally with a group of the symbol in its cookie: what it sees. */
    const visit = async (group?: string) => {
      const visitor = await openPage(ref.browser)
      try {
        const cookieName = `builder.tests.${ids.symbol}`
        if (group) {
          await visitor.context.addCookies([
            { name: cookieName, value: group, url: ref.stack.siteUrl },
          ])
        }
        const impression = visitor.page.waitForRequest(
          (request) =>
            request.url().includes('/api/v1/track') &&
            (request.postData() ?? '').includes(ids.symbol),
        )
        await visitor.page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
        await waitForHydration(visitor.page)
        await impression
        const shown = (await visitor.page.getByText(/^Banner [AB]$/).innerText()).trim()
        const cookies = await visitor.context.cookies(ref.stack.siteUrl)
        const kept = cookies.find((cookie) => cookie.name === cookieName)?.value
        return { shown, cookie: kept }
      } finally {
        await visitor.close()
      }
    }

    it('adds a variation to a symbol and edits it on the symbol canvas', async () => {
      const symbol = await api('/api/v1/write/symbol?publish=true', {
        method: 'POST',
        body: JSON.stringify({
          name: symbolName,
          data: {
            blocks: [
              {
                '@type': ELEMENT,
                id: 'builder-banner-text',
                component: { name: 'Text', options: { text: 'Banner A' } },
              },
            ],
          },
        }),
      })
      ids.symbol = String(symbol.id)
      const page = await api('/api/v1/write/page?publish=true', {
        method: 'POST',
        body: JSON.stringify({
          name: `E2E symbol test page ${tag}`,
          query: [{ property: 'urlPath', operator: 'is', value: path }],
          data: {
            url: path,
            title: 'E2E symbol test',
            blocks: [
              {
                '@type': ELEMENT,
                id: 'builder-banner-symbol',
                component: {
                  name: 'Symbol',
                  options: { symbol: { model: 'symbol', entry: ids.symbol } },
                },
              },
            ],
          },
        }),
      })
      ids.page = String(page.id)

      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      const editor = author.page
      await signUp(ref.stack.serviceUrl, editor, `symbol-tests-${tag}@example.com`)
      await editor.goto(`${ref.stack.serviceUrl}/editor/symbols/${ids.symbol}`)
      await canvasOf(editor).getByText('Banner A').waitFor()
      await editor.getByRole('button', { name: 'Add variation' }).click()
      await editor.getByRole('button', { name: 'Editing Variation B' }).waitFor()
      // The new variation is saved before its block is selected (a save re-renders the layers).
      await saved(editor)
      const layer = editor.getByRole('treeitem', { name: /Text: Banner A/ })
      await layer.click()
      await eventually(() => layer.getAttribute('aria-selected')).toBe('true')
      await editor.getByLabel('text', { exact: true }).fill('Banner B')
      await canvasOf(editor).getByText('Banner B').waitFor()
      await saved(editor)
      await editor.getByRole('button', { name: 'Edit Default' }).click()
      await canvasOf(editor).getByText('Banner A').waitFor()
      await editor.getByRole('button', { name: 'Edit Variation B' }).click()
      await canvasOf(editor).getByText('Banner B').waitFor()

      await editor.getByRole('button', { name: 'Publish', exact: true }).click()
      const dialog = editor.getByRole('dialog', { name: `Publish the symbol “${symbolName}”` })
      await dialog.getByRole('button', { name: 'Publish symbol' }).click()
      await editor.getByText('Published: the pages that use this symbol show it now.').waitFor()
      const stored = await api(`/api/v1/write/symbol/${ids.symbol}`)
      const variations = stored.variations as Record<string, { name: string; testRatio: number }>
      ids.variation = Object.keys(variations)[0] ?? ''
      expect(Object.values(variations)).toMatchObject([{ name: 'Variation B', testRatio: 0.5 }])
    })

    it('renders the visitor’s group of the symbol on the server, and only that one', async () => {
      const cookie = (group: string) => `builder.tests.${ids.symbol}=${group}`
      await eventually(async () => (await html(cookie(ids.variation))).includes('Banner B')).toBe(
        true,
      )
      const variant = await html(cookie(ids.variation))
      expect(variant).not.toContain('Banner A')
      const fallback = await html(cookie(ids.symbol))
      expect(fallback).toContain('Banner A')
      expect(fallback).not.toContain('Banner B')
    })

    it('fresh browsers see both groups, keep them in the cookie, and the report counts them', async () => {
      const editor = author.page
      await editor.getByRole('button', { name: 'Experiment report' }).click()
      const dialog = editor.getByRole('dialog', { name: /Experiment report/ })
      await dialog.locator('.report-table').waitFor()
      const before = await columnTotal(editor, 'Unique visitors')

      const forcedA = await visit(ids.symbol)
      const forcedB = await visit(ids.variation)
      expect([forcedA.shown, forcedB.shown]).toEqual(['Banner A', 'Banner B'])
      const drawn = [await visit(), await visit()]
      for (const { shown, cookie } of drawn) {
        expect(cookie === ids.variation ? 'Banner B' : 'Banner A').toBe(shown)
        expect([ids.symbol, ids.variation]).toContain(cookie)
      }

      const refresh = dialog.getByRole('button', { name: 'Refresh' })
      await expect
        .poll(
          async () => {
            await refresh.click()
            await editor.waitForTimeout(300)
            return columnTotal(editor, 'Unique visitors')
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(before + 4)
      await dialog.getByRole('button', { name: 'Close' }).click()
    })

    it('serves a variation only from its start: the default meanwhile; the calendar lists it', async () => {
      const editor = author.page
      const dates = editor.getByRole('group', { name: 'Dates of Variation B' })
      await dates.getByLabel('Starts').fill('2099-01-01T10:00')
      await dates.getByRole('button', { name: 'Save dates of Variation B' }).click()
      await editor
        .getByText(/Dates of Variation B saved\. Published\./)
        .waitFor({ timeout: 20_000 })
      await dates.getByText(/^Starts /).waitFor()
      const stored = await api(`/api/v1/write/symbol/${ids.symbol}`)
      const variations = stored.variations as Record<string, { meta?: { startDate?: number } }>
      expect(variations[ids.variation]?.meta?.startDate).toBe(
        await editor.evaluate(() => new Date(2099, 0, 1, 10, 0).getTime()),
      )

      // A visitor whose cookie names the variation gets the default, and so does the service.
      const cookie = `builder.tests.${ids.symbol}=${ids.variation}`
      await eventually(async () => (await html(cookie)).includes('Banner A')).toBe(true)
      expect(await html(cookie)).not.toContain('Banner B')
      const served = await fetch(
        `${ref.stack.serviceUrl}/api/v3/content/symbol?apiKey=${KEYS.publicKey}&query.id=${ids.symbol}`,
      )
      const [entry] = ((await served.json()) as { results: Array<Record<string, unknown>> }).results
      expect(entry?.variations).toBeUndefined()

      await editor.goto(`${ref.stack.serviceUrl}/editor/calendar`)
      const coming = editor.getByRole('button', {
        name: `Variation B (variation of symbol ${symbolName}) goes live`,
      })
      await coming.waitFor()
      await coming.click()
      await editor.waitForURL(`**/editor/symbols/${ids.symbol}`)
      expect(author.problems).toEqual([])
      await author.close()
    })
  })
}
