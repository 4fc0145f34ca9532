import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser.ts'
import { readCspViolations, recordCspViolations } from '../support/csp-violations.ts'
import { DEMO_PAGES } from '../support/demo.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

/** The nonce of a policy's `script-src`, or `undefined`. */
function nonceOf(policy: string | null): string | undefined {
  return policy?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1]
}

/** The `nonce` attribute of each `<script>` of an HTML document (`null` for none). */
function scriptNonces(html: string): Array<string | null> {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(
    ([tag]) => tag.match(/\bnonce="([^"]*)"/)?.[1] ?? null,
  )
}

/**
 * The site's security headers: a Content-Security-Policy with a fresh nonce per response (on
 * every script the page has), framing limited to the site and its editor, `nosniff` and a
 * referrer policy, on pages and status pages; the browser reports no violation on the demo
 * pages, whose widgets still work; the content service's JSON is `nosniff` too.
 */
export function describeSecurityHeaders(ref: StackRef) {
  describe('security headers', () => {
    const statusPages = [
      { path: '/nope', status: 404 },
      { path: '/?builder.cachebust=yes', status: 400 },
      { path: '/?builder.params.includeUnpublished=true', status: 400 },
    ]

    it.each([...DEMO_PAGES.map(({ path }) => ({ path, status: 200 })), ...statusPages])(
      '$path answers $status with the security headers',
      async ({ path, status }) => {
        const response = await fetch(`${ref.stack.siteUrl}${path}`)
        expect(response.status).toBe(status)
        const policy = response.headers.get('content-security-policy')
        const nonce = nonceOf(policy)
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
        expect(policy).toContain("'strict-dynamic'")
        expect(policy).toContain(`frame-ancestors 'self' http://127.0.0.1:${ref.stack.editorPort}`)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
        const nonces = scriptNonces(await response.text())
        expect(new Set(nonces)).toEqual(nonces.length === 0 ? new Set() : new Set([nonce]))
      },
    )

    it('gives each response its own nonce', async () => {
      const nonces = new Set<string | undefined>()
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${ref.stack.siteUrl}/about`)
        nonces.add(nonceOf(response.headers.get('content-security-policy')))
      }
      expect(nonces.size).toBe(3)
    })

    it('the browser reports no CSP violation on the demo pages, and widgets work', async () => {
      const { page, context, problems, close } = await openPage(ref.browser)
      try {
        await recordCspViolations(context)
        const violations: string[] = []
        for (const { path } of DEMO_PAGES) {
          await page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
          for (const found of await readCspViolations(page)) violations.push(`${path}: ${found}`)
        }
        await page.goto(`${ref.stack.siteUrl}/`, { waitUntil: 'networkidle' })
        const title = page.locator('.builder-accordion [role="button"]').first()
        await waitForHydration(page, '.builder-accordion [role="button"]')
        await title.click()
        await eventually(() => title.getAttribute('aria-expanded')).toBe('true')
        for (const found of await readCspViolations(page)) violations.push(`/: ${found}`)
        expect(violations).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await close()
      }
    })

    it('the content service answers nosniff', async () => {
      const url = `${ref.stack.serviceUrl}/api/v3/content/page?apiKey=${KEYS.publicKey}&limit=1`
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    })
  })
}
