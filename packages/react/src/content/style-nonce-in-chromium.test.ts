import type { Block, Entry } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { hydrateInChromium, chromiumPerFile } from '../../../../test-utils/chromium-hydration.ts'

/**
 * `<Content nonce>` under `Content-Security-Policy: style-src 'nonce-…'` (no 'unsafe-inline'
 * for `<style>` elements), server-rendered and hydrated in Chromium: every block is styled, the
 * browser reports no violation and hydration no mismatch. Without the prop the same page is
 * refused its styles, which shows the policy is enforced. `style` attributes (block wrappers,
 * Columns) cannot carry a nonce: the policy allows them with `style-src-attr 'unsafe-inline'`.
 */

const NONCE = 'c3R5bGUtbm9uY2U'
const CSP = `style-src 'nonce-${NONCE}'; style-src-attr 'unsafe-inline'`
const RECORD_VIOLATIONS = `
  window.__cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline'))
  })`

const text = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: `<p>${id}</p>` } },
  responsiveStyles: { large: { color: 'rgb(255, 0, 0)', paddingLeft: '13px' } },
  ...extra,
})
const CONTENT: Entry = {
  id: 'csp',
  data: {
    blocks: [
      text('static'),
      // Bound to state: not static, so its list mixes React blocks and static HTML pieces.
      text('bound', { bindings: { 'component.options.text': 'state.title' } }),
      {
        '@type': '@builder.io/sdk:Element',
        id: 'cols',
        component: {
          name: 'Columns',
          options: { columns: [{ blocks: [text('in-column')] }, { blocks: [] }] },
        },
      },
    ],
  },
}

const browser = chromiumPerFile()

async function visit(nonce: string | undefined) {
  const hydrated = await hydrateInChromium(
    browser(),
    { apiKey: 'k', canTrack: false, content: CONTENT, data: { title: 'Bound' }, nonce },
    { contentSecurityPolicy: CSP, initScript: RECORD_VIOLATIONS },
  )
  try {
    const { page } = hydrated
    const violations = await page.evaluate(
      () => (window as { __cspViolations?: string[] }).__cspViolations ?? ['no recorder'],
    )
    const styles = await page.$$eval('[builder-id]', (elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return `${element.getAttribute('builder-id')}: ${style.color} ${style.paddingLeft}`
      }),
    )
    const stacks = await page.$eval('.builder-columns', (row) => getComputedStyle(row).display)
    return { violations, styles, stacks, errors: hydrated.errors, html: hydrated.html }
  } finally {
    await hydrated.close()
  }
}

describe('style nonce under a strict style-src in Chromium', () => {
  it('styles every block with no violation and no hydration mismatch', async () => {
    const seen = await visit(NONCE)
    // The content's, the root list's (with the Columns' stacking), the bound block's own, the
    // column's list's.
    expect(seen.html.match(/<style\b/g)?.length).toBeGreaterThanOrEqual(4)
    expect(seen.violations).toEqual([])
    expect(seen.errors).toEqual([])
    expect(seen.styles).toEqual(
      ['static', 'bound', 'cols', 'in-column'].map((id) =>
        id === 'cols' ? `${id}: rgb(0, 0, 0) 0px` : `${id}: rgb(255, 0, 0) 13px`,
      ),
    )
    expect(seen.stacks).toBe('flex')

    const refused = await visit(undefined)
    expect(refused.violations).toContain('style-src-elem inline')
    expect(refused.styles).toContain('static: rgb(0, 0, 0) 0px')
  }, 60_000)
})
