import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { siteViolations } from '../support/axe.ts'
import { openPage, waitForHydration } from '../support/browser.ts'
import { SAMPLE_IDS } from '../support/demo.ts'
import { pageStructure } from '../support/page-structure.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const ELEMENT = '@builder.io/sdk:Element'

const text = (id: string, html: string): Block => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: html } },
})

const symbolOf = (id: string, entry: string): Block => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry } } },
})

/**
 * Pages authored from plain blocks, with no landmark of their own (as a page started from
 * scratch in the editor is), written through the service's write API: the site gives each one
 * `<main>` holding its content, so that axe-core finds nothing at moderate impact or worse
 * (the layout check's rules) and no text is outside a landmark. The site's header and footer
 * symbols at the start and end of such a page stay outside the `<main>`, as the page's banner
 * and contentinfo.
 */
export function describePageLandmarks(ref: StackRef): void {
  describe('landmarks of a page made of plain blocks', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)

    const publish = async (path: string, blocks: Block[]) => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page?publish=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `E2E plain page ${path}`,
          query: [{ property: 'urlPath', operator: 'is', value: path }],
          data: { url: path, title: 'A plain page', blocks },
        }),
      })
      expect(response.status, path).toBeLessThan(300)
    }

    const plainBlocks = (prefix: string) => [
      text(`builder-${prefix}-title`, '<h1>A plain page</h1>'),
      text(`builder-${prefix}-words`, '<p>Written from scratch, with no landmark of its own.</p>'),
    ]

    /** Structure, axe violations and the `<main>`'s text of the page at 375 and 1280 px. */
    const inspect = async (path: string) => {
      const seen = []
      for (const width of [375, 1280]) {
        const { page, problems, close } = await openPage(ref.browser, {
          viewport: { width, height: 900 },
        })
        try {
          await page.goto(`${ref.stack.siteUrl}${path}`, { waitUntil: 'networkidle' })
          await waitForHydration(page)
          const violations = (await siteViolations(page)).map(
            (violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
          )
          // Read at once (no wait for a `<main>`): a page without one fails on its structure.
          const mainText = await page.evaluate(() => document.querySelector('main')?.innerText)
          seen.push({ width, structure: await pageStructure(page), violations, mainText, problems })
        } finally {
          await close()
        }
      }
      return seen
    }

    it('gives a page of plain blocks one <main> holding its content, with no axe violation', async () => {
      const path = `/e2e-plain-${tag}`
      await publish(path, plainBlocks('plain'))
      for (const seen of await inspect(path)) {
        expect(seen).toMatchObject({
          structure: { headers: 0, mains: 1, footers: 0, h1s: 1, outside: [] },
          violations: [],
          mainText: expect.stringMatching(/A plain page\s+Written from scratch/) as unknown,
          problems: [],
        })
      }
    })

    it('keeps the header and footer symbols of such a page outside its <main>', async () => {
      const path = `/e2e-plain-framed-${tag}`
      await publish(path, [
        symbolOf('builder-framed-header', SAMPLE_IDS.header),
        ...plainBlocks('framed'),
        symbolOf('builder-framed-footer', SAMPLE_IDS.footer),
      ])
      for (const seen of await inspect(path)) {
        expect(seen).toMatchObject({
          structure: { headers: 1, mains: 1, footers: 1, h1s: 1, outside: [] },
          violations: [],
          mainText: expect.stringMatching(/^\s*A plain page\s+Written from scratch/) as unknown,
          problems: [],
        })
      }
    })
  })
}
