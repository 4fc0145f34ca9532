import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { Stack } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

interface Submission {
  formName: string
  to: string
  data: Record<string, unknown>
}

/** The form submissions the service stored (`GET /api/v1/form-submissions`, private key). */
async function submissions(stack: Stack): Promise<Submission[]> {
  const response = await fetch(`${stack.serviceUrl}/api/v1/form-submissions?limit=100`, {
    headers: { authorization: `Bearer ${KEYS.privateKey}` },
  })
  return ((await response.json()) as { results: Submission[] }).results
}

/** Fills the fields `values` (by element id) of the contact page. */
async function fill(page: Page, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) await page.fill(`#${id}`, value)
}

/**
 * The contact page's forms: the email-mode form goes through the service's form-submit
 * endpoint (its recipient allowed by `--demo` with no FORM_RECIPIENTS set, as on `npm start`)
 * and thanks the visitor; the custom-action form posts JSON to the site's /api/contact, whose
 * error message (an email containing "error") is shown, never the raw JSON, and whose success
 * thanks the visitor.
 */
export function describeForms(ref: StackRef) {
  describe('forms on /contact', () => {
    const open = async () => {
      const watched = await openPage(ref.browser, { viewport: { width: 1280, height: 900 } })
      await watched.page.goto(`${ref.stack.siteUrl}/contact`, { waitUntil: 'networkidle' })
      await waitForHydration(watched.page, 'form')
      return watched
    }

    it('email mode: the service accepts the submission and the form says thanks', async () => {
      const { page, problems, close } = await open()
      const message = `Hello from the browser tests ${Date.now()}`
      try {
        const form = page.locator('form.builder-contact-email-form')
        await fill(page, {
          'contact-name': 'Ada Lovelace',
          'contact-email': 'ada@example.org',
          'contact-message': message,
        })
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/v1/form-submit')),
          form.locator('button[type="submit"]').click(),
        ])
        expect(response.url().startsWith(ref.stack.serviceUrl)).toBe(true)
        expect(response.status()).toBe(200)
        await eventually(() => form.locator('.builder-form-status').innerText()).toContain(
          'Thanks!',
        )
        expect(await form.locator('.builder-form-alert').innerText()).toBe('')
        // resetFormOnSubmit
        expect(await page.inputValue('#contact-email')).toBe('')
        const stored = (await submissions(ref.stack)).find((s) => s.data.message === message)
        expect(stored).toMatchObject({
          formName: 'Contact form',
          to: 'team@example.com',
          data: { name: 'Ada Lovelace', email: 'ada@example.org' },
        })
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it('custom action: the error JSON’s message is shown', async () => {
      const { page, close } = await open()
      try {
        const form = page.locator('form.builder-contact-demo-form')
        await fill(page, { 'demo-name': 'Grace Hopper', 'demo-email': 'error@example.org' })
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/contact')),
          form.locator('button[type="submit"]').click(),
        ])
        expect(response.status()).toBe(400)
        await eventually(() =>
          form.locator('.builder-form-alert .builder-form-message').innerText(),
        ).toBe('Please check your email address')
        expect(await form.locator('.builder-form-status').innerText()).toBe('')
        // The visitor's input stays for a correction.
        expect(await page.inputValue('#demo-email')).toBe('error@example.org')
      } finally {
        await close()
      }
    })

    it('custom action on a phone: the error is a readable message, no JSON, no overflow', async () => {
      const watched = await openPage(ref.browser, { viewport: { width: 375, height: 800 } })
      const { page, close } = watched
      try {
        await page.goto(`${ref.stack.siteUrl}/contact`, { waitUntil: 'networkidle' })
        await waitForHydration(page, 'form')
        const form = page.locator('form.builder-contact-demo-form')
        await fill(page, { 'demo-name': 'Grace Hopper', 'demo-email': 'error@example.org' })
        await form.locator('button[type="submit"]').click()
        const alert = form.locator('.builder-form-alert')
        await eventually(() => alert.innerText()).toBe('Please check your email address')
        expect(await alert.locator('pre').count()).toBe(0)
        const widths = await page.evaluate(() => ({
          scroll: document.scrollingElement?.scrollWidth ?? 0,
          inner: window.innerWidth,
        }))
        expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
      } finally {
        await close()
      }
    })

    it('custom action: a good submission says thanks', async () => {
      const { page, problems, close } = await open()
      try {
        const form = page.locator('form.builder-contact-demo-form')
        await fill(page, { 'demo-name': 'Grace Hopper', 'demo-email': 'grace@example.org' })
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/contact')),
          form.locator('button[type="submit"]').click(),
        ])
        expect(response.status()).toBe(200)
        await eventually(() => form.locator('.builder-form-status').innerText()).toContain(
          'Thanks!',
        )
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
