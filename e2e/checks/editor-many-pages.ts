import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import { signUp } from '../support/editor-account.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

/** Draft pages made between the two conflicting ones: more than one listing request holds. */
const FILLERS = 105

/**
 * A space of more than a hundred pages (the write API's most per request): the pages list
 * shows and finds a page past the first hundred, and flags a page sharing its path with one
 * that far down, in the list and in the targeting panel.
 */
export function describeEditorManyPages(ref: StackRef): void {
  describe('the editor with many pages', { timeout: 180_000 }, () => {
    const tag = Date.now().toString(36)
    const path = `/e2e-many-${tag}`

    const write = async (route: string, body: unknown) => {
      const response = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBeLessThan(300)
      return ((await response.json()) as { id: string }).id
    }
    const page = (name: string, url: string) => ({
      name,
      query: [{ property: 'urlPath', operator: 'is', value: url }],
      data: { url, blocks: [] },
    })

    it('lists, finds and flags a page past the first hundred', async () => {
      // Newest first: the oldest of these is past the first hundred of the listing.
      const oldest = await write('?publish=true', page(`Oldest ${tag}`, path))
      for (let i = 0; i < FILLERS; i++) await write('', page(`Filler ${tag} ${i}`, `${path}/${i}`))
      const newest = await write('?publish=true', page(`Newest ${tag}`, path))
      const first = await fetch(`${ref.stack.serviceUrl}/api/v1/write/page?limit=100`, {
        headers: { authorization: `Bearer ${KEYS.privateKey}` },
      })
      const { results } = (await first.json()) as { results: Array<{ id: string }> }
      expect(results.map((entry) => entry.id)).not.toContain(oldest)

      const author = await openPage(ref.browser, { viewport: { width: 1400, height: 1000 } })
      try {
        const { page: tab } = author
        await signUp(ref.stack.serviceUrl, tab, `many-pages-${tag}@example.com`)
        const newestRow = tab.getByRole('row', { name: new RegExp(`Newest ${tag}`) })
        await newestRow.getByText(`Same path and priority as “Oldest ${tag}” at ${path}`).waitFor()
        await tab.getByLabel('Search pages').fill(`Oldest ${tag}`)
        const oldestRow = tab.getByRole('row', { name: new RegExp(`Oldest ${tag}`) })
        await oldestRow.getByText(`Same path and priority as “Newest ${tag}” at ${path}`).waitFor()
        expect(await tab.getByRole('row', { name: new RegExp(`Filler ${tag}`) }).count()).toBe(0)
        await tab.getByLabel('Search pages').fill(`Filler ${tag}`)
        await tab.getByRole('button', { name: `Filler ${tag} 0`, exact: true }).waitFor()
        expect(await tab.getByRole('row', { name: new RegExp(`Filler ${tag}`) }).count()).toBe(
          FILLERS,
        )
        expect(await seriousViolations(tab)).toEqual([])

        await tab.goto(`${ref.stack.serviceUrl}/editor/pages/${newest}`)
        const panel = tab.getByRole('region', { name: 'Targeting' })
        await panel.getByText(`“Oldest ${tag}” is also published at ${path}`).waitFor()
      } finally {
        await author.close()
      }
    })
  })
}
