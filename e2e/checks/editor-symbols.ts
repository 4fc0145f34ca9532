import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { signUp } from '../support/editor-account.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const ELEMENT = '@builder.io/sdk:Element'

const text = (id: string, words: string, extra: Record<string, unknown> = {}) => ({
  '@type': ELEMENT,
  id,
  component: { name: 'Text', options: { text: `<p>${words}</p>` } },
  ...extra,
})

type Block = {
  id: string
  component?: { name: string; options: Record<string, unknown> }
  children?: Block[]
}
type Saved = { id: string; name?: string; data: { blocks: Block[]; inputs?: unknown[] } }

async function api<T>(ref: StackRef, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${ref.stack.serviceUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
  })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

const canvas = (page: Page) => page.frameLocator('iframe[title="Page canvas"]')
const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })
const ready = (page: Page) =>
  eventually(() => page.getByText(/Waiting for the site/).count()).toBe(0)

/** Top-level layers, in order, as their labels' first word (the block type). */
async function layerTypes(page: Page): Promise<string[]> {
  const labels = page.locator('[role="tree"] > [role="treeitem"] > .tree-label')
  return (await labels.allTextContents()).map((label) => label.split(/[:\s]/)[0] ?? '')
}

/**
 * Symbols in the editor on the real stack: blocks of a page saved as a symbol (one undo step),
 * the symbol inserted from the palette into a second page, edited on its own canvas (a block
 * added, an input declared and given a value on one page), the list of the pages using it
 * before publishing, both pages changed on the site after publishing; a symbol detached into
 * plain blocks; a symbol refused inside itself and inside a symbol it contains.
 */
export function describeEditorSymbols(ref: StackRef): void {
  describe('the editor symbols', { timeout: 120_000 }, () => {
    const tag = Date.now().toString(36)
    const symbolName = `E2E card ${tag}`
    const paths = { a: `/e2e-sym-a-${tag}`, b: `/e2e-sym-b-${tag}` }
    const ids = { a: '', b: '', symbol: '' }
    let author: WatchedPage

    const createPage = async (name: string, path: string, blocks: unknown[]) =>
      (
        await api<{ id: string }>(ref, '/api/v1/write/page?publish=true', {
          method: 'POST',
          body: JSON.stringify({
            name,
            query: [{ property: 'urlPath', operator: 'is', value: path }],
            data: { url: path, title: name, blocks },
          }),
        })
      ).id
    const site = async (path: string) => (await fetch(`${ref.stack.siteUrl}${path}`)).text()

    it('saves two blocks of a page as a symbol, in one undo step', async () => {
      ids.a = await createPage(`E2E symbols A ${tag}`, paths.a, [
        text('a-intro', 'Alpha intro'),
        text('a-one', `Shared one ${tag}`),
        // Shows the symbol's `tagline` input once it is one.
        text('a-two', 'Shared two', {
          bindings: {
            'component.options.text': '"<p>" + (state.tagline || "No tagline") + "</p>"',
          },
        }),
        text('a-end', 'Alpha end'),
      ])
      ids.b = await createPage(`E2E symbols B ${tag}`, paths.b, [text('b-intro', 'Beta intro')])
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1100 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, `symbols-${tag}@example.com`)
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${ids.a}`)
      await ready(page)
      await canvas(page).getByText(`Shared one ${tag}`).waitFor()

      await page.getByRole('treeitem', { name: /^Text: Shared one/ }).click()
      await page
        .getByRole('treeitem', { name: /^Text: Shared two/ })
        .click({ modifiers: ['Shift'] })
      await page.getByLabel('Symbol name').fill(symbolName)
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Save 2 blocks as symbol' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Symbol', 'Text'])
      // The canvas shows the symbol's content (fetched from the service: it is published).
      await canvas(page).locator('.builder-symbol').getByText(`Shared one ${tag}`).waitFor()
      await canvas(page).locator('.builder-symbol').getByText('No tagline').waitFor()
      await page.getByRole('heading', { name: `Symbol “${symbolName}”` }).waitFor()
      expect(await seriousViolations(page)).toEqual([])

      const symbols = await api<{ results: Saved[] }>(ref, '/api/v1/write/symbol?limit=100')
      const symbol = symbols.results.find((entry) => entry.name === symbolName)
      expect(symbol?.data.blocks.map((block) => block.component?.options.text)).toEqual([
        `<p>Shared one ${tag}</p>`,
        '<p>Shared two</p>',
      ])
      ids.symbol = symbol?.id ?? ''

      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Text', 'Text', 'Text'])
      await page.getByRole('button', { name: 'Redo' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Symbol', 'Text'])
      await saved(page)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
    })

    it('inserts the symbol from the palette into another page', async () => {
      const { page } = author
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${ids.b}`)
      await ready(page)
      await page.getByRole('button', { name: symbolName, exact: true }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Symbol'])
      await canvas(page).locator('.builder-symbol').getByText(`Shared one ${tag}`).waitFor()
      await saved(page)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      for (const path of [paths.a, paths.b]) {
        expect(await site(path)).toContain(`Shared one ${tag}`)
      }
    })

    it('edits the symbol once: a block and an input, given a value on one page', async () => {
      const { page } = author
      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      await page.getByRole('button', { name: 'Edit symbol' }).click()
      await page.getByRole('heading', { name: symbolName, exact: true }).waitFor()
      expect(page.url()).toContain(`/editor/symbols/${ids.symbol}`)
      await ready(page)
      await canvas(page).getByText(`Shared one ${tag}`).waitFor()
      // A block added to the symbol (after the selected one).
      await page.getByRole('treeitem', { name: /^Text: Shared two/ }).click()
      await page.getByRole('button', { name: 'Button', exact: true }).click()
      await canvas(page).getByText('Click me').waitFor()
      // An input with a default value (the pages show it; this canvas keeps its state).
      await page.getByRole('button', { name: 'Add input' }).click()
      await page.getByLabel('Name', { exact: true }).fill('tagline')
      await page.getByLabel('Default value').fill('Default tagline')
      expect(await seriousViolations(page)).toEqual([])
      await saved(page)
      const symbol = await api<Saved>(ref, `/api/v1/write/symbol/${ids.symbol}`)
      expect(symbol.data.inputs).toEqual([
        { name: 'tagline', type: 'text', defaultValue: 'Default tagline' },
      ])
      // Not published yet: the site still shows the old symbol.
      expect(await site(paths.a)).not.toContain('Click me')
    })

    it('lists the pages using the symbol before publishing it; both pages change on the site', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: `Publish the symbol “${symbolName}”` })
      const list = dialog.getByRole('list', { name: 'Pages that use this symbol' })
      await eventually(() => list.getByRole('listitem').count()).toBe(2)
      const names = (await list.getByRole('listitem').allTextContents()).join('|')
      expect(names).toContain(`E2E symbols A ${tag}`)
      expect(names).toContain(`E2E symbols B ${tag}`)
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Publish symbol' }).click()
      await page.getByText('Published: the pages that use this symbol show it now.').waitFor()
      for (const path of [paths.a, paths.b]) {
        await eventually(() => site(path)).toContain('Click me')
        expect(await site(path)).toContain('Default tagline')
      }
    })

    it('shows a symbol alone on the site’s preview path, in previews only', async () => {
      const preview = `${ref.stack.siteUrl}/tessera-preview/symbol/${ids.symbol}`
      const shown = await fetch(`${preview}?builder.preview=symbol`)
      expect(shown.status).toBe(200)
      const html = await shown.text()
      expect(html).toContain(`Shared one ${tag}`)
      expect(html).toContain('Default tagline')
      expect((await fetch(preview)).status).toBe(404)
    })

    it('gives the input a value on one page only', async () => {
      const { page } = author
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${ids.b}`)
      await ready(page)
      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      await page.getByLabel('tagline', { exact: true }).fill(`Beta tagline ${tag}`)
      await canvas(page).getByText(`Beta tagline ${tag}`).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await saved(page)
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      await eventually(() => site(paths.b)).toContain(`Beta tagline ${tag}`)
      expect(await site(paths.a)).not.toContain(`Beta tagline ${tag}`)
    })

    it('refuses a symbol inside itself, and inside a symbol it contains', async () => {
      const { page } = author
      // Page B's Symbol block saved as a symbol of its own: "Outer" contains the card.
      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      await page.getByLabel('Symbol name').fill(`E2E outer ${tag}`)
      await page.getByRole('button', { name: 'Save block as symbol' }).click()
      await page.getByRole('heading', { name: `Symbol “E2E outer ${tag}”` }).waitFor()
      await canvas(page).getByText(`Shared one ${tag}`).waitFor()
      await saved(page)

      await page.getByRole('button', { name: 'Edit symbol' }).click()
      await page.getByRole('heading', { name: `E2E outer ${tag}`, exact: true }).waitFor()
      await ready(page)
      await page.getByRole('button', { name: `E2E outer ${tag}`, exact: true }).click()
      await page
        .getByRole('status')
        .getByText(`The symbol “E2E outer ${tag}” cannot be inserted into itself.`)
        .waitFor()
      expect(await layerTypes(page)).toEqual(['Symbol'])
      // The card's Symbol block in "Outer", copied with the browser's own copy event.
      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      // Until the click has selected the block (a loaded machine may take a moment), a copy
      // copies nothing: copy again until it holds the block.
      const copy = () =>
        page.evaluate(() => {
          const data = new DataTransfer()
          const target = document.activeElement ?? document.body
          target.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true }))
          return data.getData('text/plain')
        })
      await expect.poll(copy, { timeout: 10_000 }).toContain('Symbol')
      const copied = await copy()

      await page.goto(`${ref.stack.serviceUrl}/editor/symbols/${ids.symbol}`)
      await ready(page)
      // The card's layers (its Texts and Button), once the tree shows them.
      await expect.poll(() => layerTypes(page), { timeout: 10_000 }).not.toEqual([])
      const before = await layerTypes(page)
      // Pasting the card into itself is refused too.
      await page.evaluate((text) => {
        const data = new DataTransfer()
        data.setData('text/plain', text)
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
        )
      }, copied)
      await page
        .getByRole('status')
        .getByText(`The symbol “${symbolName}” cannot be inserted into itself.`)
        .waitFor()
      expect(await layerTypes(page)).toEqual(before)
      await page.getByRole('button', { name: `E2E outer ${tag}`, exact: true }).click()
      await page
        .getByRole('status')
        .getByText(`The symbol “E2E outer ${tag}” contains “${symbolName}”`, { exact: false })
        .waitFor()
      expect(await layerTypes(page)).toEqual(before)
    })

    it('detaches a symbol into plain blocks, in one undo step', async () => {
      const { page } = author
      await page.goto(`${ref.stack.serviceUrl}/editor/pages/${ids.a}`)
      await ready(page)
      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      await page.getByRole('button', { name: 'Detach symbol' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Text', 'Text', 'Button', 'Text'])
      await canvas(page).getByText('Click me').waitFor()
      await saved(page)
      const after = await api<Saved>(ref, `/api/v1/write/page/${ids.a}`)
      const names = after.data.blocks.map((block) => block.component?.name)
      expect(names).toEqual(['Text', 'Text', 'Text', 'Core:Button', 'Text'])
      await page.getByRole('button', { name: 'Undo' }).click()
      await eventually(() => layerTypes(page)).toEqual(['Text', 'Symbol', 'Text'])
      expect(author.problems).toEqual([])
      await author.close()
    })
  })
}
