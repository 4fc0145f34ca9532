import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage, waitForHydration } from '../support/browser.ts'
import { signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

/** Clicks what starts a download and answers the downloaded text. */
async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await download.path()
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') }
}

/**
 * Form submissions in the editor on the real stack: the demo contact form submitted on the site
 * (its recipient team@example.com is allowed by `--demo`), plus one with a file through the
 * service; then the forms list, a search, one submission with its file downloaded with the
 * session, and the CSV export (formula cells guarded).
 */
export function describeEditorForms(ref: StackRef): void {
  describe('the editor form submissions', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)
    const message = `Forms check ${tag}, with "quotes"`

    it('lists, searches, shows and exports the submissions of the demo form', async () => {
      const visitor = await openPage(ref.browser, { viewport: { width: 1280, height: 900 } })
      try {
        await visitor.page.goto(`${ref.stack.siteUrl}/contact`, { waitUntil: 'networkidle' })
        await waitForHydration(visitor.page, 'form')
        await visitor.page.fill('#contact-name', 'Ada Lovelace')
        await visitor.page.fill('#contact-email', 'ada@example.org')
        await visitor.page.fill('#contact-message', message)
        const form = visitor.page.locator('form.builder-contact-email-form')
        await form.locator('button[type="submit"]').click()
        await eventually(() => form.locator('.builder-form-status').innerText()).toContain(
          'Thanks!',
        )
      } finally {
        await visitor.close()
      }
      const withFile = new FormData()
      withFile.set('name', `=HYPERLINK("x") ${tag}`)
      withFile.set('cv', new File([`cv of ${tag}`], `cv-${tag}.txt`, { type: 'text/plain' }))
      const posted = await fetch(
        `${ref.stack.serviceUrl}/api/v1/form-submit?apiKey=${KEYS.publicKey}&name=Contact%20form`,
        { method: 'POST', body: withFile },
      )
      expect(posted.status).toBe(200)

      const { page, problems, close } = await openPage(ref.browser, {
        viewport: { width: 1400, height: 1000 },
      })
      try {
        await signUp(ref.stack.serviceUrl, page, `forms-${tag}@example.com`)
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Forms' })
          .click()
        await page.getByRole('heading', { name: 'Form submissions' }).waitFor()
        await page
          .getByRole('navigation', { name: 'Forms' })
          .getByRole('button', { name: /^Contact form/ })
          .click()
        await page.getByRole('heading', { name: 'Contact form', level: 2 }).waitFor()
        const rows = page.locator('.pages-table tbody tr')
        await page.getByLabel('Search submissions').fill(tag)
        await eventually(() => rows.count()).toBe(2)
        await page.getByLabel('Search submissions').fill(`Forms check ${tag}`)
        await eventually(() => rows.count()).toBe(1)
        await rows
          .first()
          .getByText(/message: Forms check/)
          .waitFor()
        expect(await seriousViolations(page)).toEqual([])

        const csv = await downloaded(page, () =>
          page.getByRole('link', { name: 'Download CSV' }).click(),
        )
        expect(csv.name).toBe('Contact-form-submissions.csv')
        expect(csv.text).toContain('Submitted at,Form,')
        expect(csv.text).toContain(`"Forms check ${tag}, with ""quotes"""`)

        await page.getByLabel('Search submissions').fill(`HYPERLINK("x") ${tag}`)
        // One row before and after: wait for the new search's row, not the count alone.
        await eventually(() => rows.count()).toBe(1)
        await eventually(() => rows.first().innerText()).toContain('HYPERLINK')
        const exported = await downloaded(page, () =>
          page.getByRole('link', { name: 'Download CSV' }).click(),
        )
        expect(exported.text).toContain(`"'=HYPERLINK(""x"") ${tag}"`)
        await rows.first().getByRole('button').click()
        await page.getByRole('heading', { name: /^Submission of/ }).waitFor()
        await page.getByText(`=HYPERLINK("x") ${tag}`).waitFor()
        const files = page.getByRole('list', { name: 'Submitted files' })
        const file = await downloaded(page, () =>
          files.getByRole('link', { name: `cv-${tag}.txt` }).click(),
        )
        expect(file.text).toBe(`cv of ${tag}`)
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('button', { name: 'Back to the submissions' }).click()
        await rows.first().waitFor()
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
