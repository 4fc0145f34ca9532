import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage, waitForHydration } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { canvasOf, signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { ARTIFACTS_DIR } from '../support/paths.ts'
import { seedExperiment } from '../support/seed-experiment.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const ELEMENT = '@builder.io/sdk:Element'
const VISITORS = 4
/** Days before today seeded for the report's screenshot: with today, the report's default 30. */
const SEEDED_DAYS = 29

const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })

/** The report table's column, summed over the variations (the default included). */
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
 * Split tests in the editor against the real service and site: the author adds a variation of
 * a page and edits it on the same canvas (the frame switches group), sets the split with the
 * keyboard and a number (always 100 % in all), publishes; fresh visitors get a group and
 * convert; the report (axe-checked) counts them, then four weeks seeded through the service's
 * store (interval, chance to beat, verdict; the README's screenshot); stopping serves only the
 * default; declaring the variation the winner makes it the default on the live site, recorded
 * in the revision.
 */
export function describeEditorExperiments(ref: StackRef): void {
  describe('the editor experiments', { timeout: 180_000 }, () => {
    const path = `/e2e-experiment-${Date.now().toString(36)}`
    const email = `experiments-${path.slice(16)}@example.com`
    let author: WatchedPage
    let pageId = ''

    const writeApi = async (route = '', init: RequestInit = {}) => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page${route}`, {
        ...init,
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
      })
      expect(response.status).toBeLessThan(300)
      return (await response.json()) as Record<string, unknown>
    }

    /** A fresh visitor (new context), optionally forced into a group by its cookie. */
    const visit = async (group?: string, convert = false) => {
      const visitor = await openPage(ref.browser)
      try {
        if (group) {
          await visitor.context.addCookies([
            { name: `builder.tests.${pageId}`, value: group, url: ref.stack.siteUrl },
          ])
        }
        await visitor.page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
        await waitForHydration(visitor.page)
        const headline = (
          await visitor.page
            .getByText(/^Offer [AB]$/)
            .first()
            .innerText()
        ).trim()
        if (convert) {
          const sent = visitor.page.waitForRequest(
            (request) =>
              request.url().includes('/api/v1/track') &&
              (request.postData() ?? '').includes('"conversion"'),
          )
          await visitor.page.locator('[data-track-conversion]').first().click()
          await sent
        }
        return headline
      } finally {
        await visitor.close()
      }
    }

    it('adds a variation and edits it on the same canvas', async () => {
      const created = await writeApi('', {
        method: 'POST',
        body: JSON.stringify({
          name: 'E2E experiment page',
          published: 'draft',
          query: [
            { '@type': '@builder.io/core:Query', property: 'urlPath', operator: 'is', value: path },
          ],
          data: {
            url: path,
            title: 'E2E experiment',
            blocks: [
              {
                '@type': ELEMENT,
                id: 'builder-exp-text',
                component: { name: 'Text', options: { text: 'Offer A' } },
              },
              {
                '@type': ELEMENT,
                id: 'builder-exp-buy',
                properties: { 'data-track-conversion': 'true' },
                component: { name: 'Core:Button', options: { text: 'Buy now' } },
              },
            ],
          },
        }),
      })
      pageId = String(created.id)
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, email)
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${encodeURIComponent(pageId)}`)
      await canvasOf(page).getByText('Offer A').waitFor()

      await page.getByRole('button', { name: 'Add variation' }).click()
      await page.getByText('Variation B added').waitFor()
      await page.getByRole('button', { name: 'Editing Variation B' }).waitFor()
      await page.getByRole('treeitem', { name: /Text: Offer A/ }).click()
      await page.getByLabel('text', { exact: true }).fill('Offer B')
      await canvasOf(page).getByText('Offer B').waitFor()
      await saved(page)
      // The default is untouched; each group shows its own blocks on the canvas.
      await page.getByRole('button', { name: 'Edit Default' }).click()
      await canvasOf(page).getByText('Offer A').waitFor()
      await page.getByRole('treeitem', { name: /Text: Offer A/ }).waitFor()
      await page.getByRole('button', { name: 'Edit Variation B' }).click()
      await canvasOf(page).getByText('Offer B').waitFor()
      const stored = await writeApi(`/${pageId}`)
      const variations = Object.values(stored.variations as Record<string, { name: string }>)
      expect(variations.map((variation) => variation.name)).toEqual(['Variation B'])
      expect(JSON.stringify(stored.data)).toContain('Offer A')
      expect(JSON.stringify(variations)).toContain('Offer B')
    })

    it('sets the split (keyboard and number, always 100 % in all) and publishes', async () => {
      const { page } = author
      const variationShare = page.getByLabel('Traffic to Variation B, percent')
      const defaultShare = page.getByLabel('Traffic to Default, percent')
      await expect(variationShare.inputValue()).resolves.toBe('50')
      await page.getByLabel('Traffic to Variation B', { exact: true }).focus()
      await page.keyboard.press('ArrowRight')
      await eventually(() => defaultShare.inputValue()).toBe('49.9')
      await expect(variationShare.inputValue()).resolves.toBe('50.1')
      await variationShare.fill('50')
      await eventually(() => defaultShare.inputValue()).toBe('50')
      await saved(page)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      const live = await writeApi(`/${pageId}`)
      expect(live.testRatio).toBe(0.5)
    })

    it('fresh visitors get a group and convert; the report counts them', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Experiment report' }).click()
      const dialog = page.getByRole('dialog', { name: /Experiment report/ })
      await dialog.locator('.report-table').waitFor()
      const before = {
        visitors: await columnTotal(page, 'Unique visitors'),
        conversions: await columnTotal(page, 'Conversions'),
      }
      const headlines = new Set<string>()
      for (let i = 0; i < VISITORS; i += 1) headlines.add(await visit(undefined, true))
      for (const headline of headlines) expect(['Offer A', 'Offer B']).toContain(headline)
      const refresh = dialog.getByRole('button', { name: 'Refresh' })
      await expect
        .poll(
          async () => {
            await refresh.click()
            await page.waitForTimeout(300)
            return [
              await columnTotal(page, 'Unique visitors'),
              await columnTotal(page, 'Conversions'),
            ]
          },
          { timeout: 30_000, interval: 500 },
        )
        .toEqual([before.visitors + VISITORS, before.conversions + VISITORS])
      await dialog
        .getByText(/Not enough data yet/)
        .first()
        .waitFor()
      // The daily chart from the report's `daily` series (today's visitors are in it).
      await dialog.getByRole('img', { name: /per day/ }).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Close' }).click()
    })

    it('reports four weeks of a running test: interval, chance to beat, verdict', async () => {
      const { page } = author
      const stored = await writeApi(`/${pageId}`)
      const [variationId = ''] = Object.keys(stored.variations as object)
      // The days before today, through the service's store (the tracking API stamps events
      // with the time it receives them): B converts 11.4 % of its visitors, the default 10 %.
      const seeded = await seedExperiment({
        databaseUrl: ref.database.url,
        publicKey: KEYS.publicKey,
        contentId: pageId,
        groups: [
          { variationId: pageId, rate: 0.1 },
          { variationId, rate: 0.114 },
        ],
        days: SEEDED_DAYS,
        dailyVisitors: 500,
      })
      await page.getByRole('button', { name: 'Experiment report' }).click()
      const dialog = page.getByRole('dialog', { name: /Experiment report/ })
      // The seeded days only (today's fresh visitors above are left out).
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      await dialog.getByLabel('To', { exact: true }).fill(yesterday)
      await dialog.getByRole('button', { name: 'Refresh' }).click()
      const row = (id: string) => dialog.locator(`tr[data-variation="${id}"]`)
      await eventually(() => columnTotal(page, 'Unique visitors')).toBe(
        seeded.visitors[0]! + seeded.visitors[1]!,
      )
      expect(await columnTotal(page, 'Conversions')).toBe(
        seeded.converted[0]! + seeded.converted[1]!,
      )
      await dialog.getByText('Variation B is very likely better', { exact: true }).waitFor()
      const cells = await row(variationId).locator('td').allInnerTexts()
      expect(cells[1]).toBe(String(seeded.visitors[1]))
      // Uplift, its 95 % interval (above zero), the chance to beat the default, the verdict.
      expect(cells[6]).toMatch(/^\+\d+\.\d %$/)
      expect(cells[7]).toMatch(/^\+\d+\.\d % to \+\d+\.\d %$/)
      expect(Number.parseFloat(cells[8] ?? '')).toBeGreaterThanOrEqual(95)
      expect(cells[9]).toMatch(/^Variation B is very likely better/)
      expect(await dialog.locator('.report-srm').count()).toBe(0)
      await dialog.getByLabel('Show').selectOption('conversionRate')
      await dialog.getByRole('img', { name: /Conversion rate per day/ }).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await dialog.screenshot({ path: join(ARTIFACTS_DIR, 'experiment-report.png') })
      await dialog.getByRole('button', { name: 'Close' }).click()
    })

    it('stops the test: every visitor gets the default, the variations are kept', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Stop test' }).click()
      await page.getByText(/Test stopped.*Published\./).waitFor({ timeout: 20_000 })
      const stored = await writeApi(`/${pageId}`)
      const [variationId] = Object.keys(stored.variations as object)
      expect(variationId).toBeDefined()
      // Even a visitor whose cookie names the variation gets the default.
      await eventually(() => visit(variationId)).toBe('Offer A')
      await expect(visit()).resolves.toBe('Offer A')
      const served = await fetch(
        `${ref.stack.serviceUrl}/api/v3/content/page?apiKey=${KEYS.publicKey}&query.id=${pageId}`,
      )
      const [entry] = ((await served.json()) as { results: Array<Record<string, unknown>> }).results
      expect(entry?.variations).toBeUndefined()
      await page.getByRole('button', { name: 'Start test' }).waitFor()
    })

    it('declares the variation the winner: the live default, recorded in the revision', async () => {
      const { page } = author
      await page.getByLabel('Winner').selectOption({ label: 'Variation B' })
      await page.getByRole('button', { name: 'Declare winner' }).click()
      await page.getByText(/Variation B won.*Published\./).waitFor({ timeout: 20_000 })
      await canvasOf(page).getByText('Offer B').waitFor()
      await eventually(() => visit()).toBe('Offer B')
      const stored = await writeApi(`/${pageId}`)
      expect(stored.variations).toBeUndefined()
      expect((stored.meta as { splitTest: unknown }).splitTest).toMatchObject({
        status: 'ended',
        winnerName: 'Variation B',
      })
      const { results } = (await writeApi(`/${pageId}/revisions`)) as {
        results: Array<{ revision: number; current: boolean; published: boolean }>
      }
      expect(results[0]).toMatchObject({ current: true, published: true })
      expect(author.problems).toEqual([])
      await author.close()
    })
  })
}
