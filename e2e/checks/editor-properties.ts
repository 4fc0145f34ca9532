import { signUp } from '../support/editor-account.ts'
import type { Frame, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import { KEYS } from '../support/stack.ts'
import type { StackRef } from '../support/use-stack.ts'

const HEADER_SYMBOL = '7e55e7a0000000000000000000000001'
const ELEMENT = '@builder.io/sdk:Element'

const block = (id: string, name: string, options: Record<string, unknown>) => ({
  '@type': ELEMENT,
  id,
  component: { name, options },
})

/** A component with the input types no built-in block has, as a site would register it. */
const KITCHEN = {
  name: 'E2EKitchen',
  inputs: [
    { name: 'accent', type: 'color' },
    { name: 'launch', type: 'date' },
    { name: 'contact', type: 'email' },
    { name: 'summary', type: 'longText' },
    {
      name: 'settings',
      type: 'object',
      subFields: [
        { name: 'size', type: 'number', min: 1, max: 5 },
        { name: 'caption', type: 'text' },
      ],
    },
    { name: 'related', type: 'reference', model: 'symbol' },
    { name: 'script', type: 'javascript' },
  ],
}

async function api<T>(ref: StackRef, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${ref.stack.serviceUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${KEYS.privateKey}`, 'content-type': 'application/json' },
  })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

type Saved = {
  data: { title?: string; description?: string; url?: string; blocks: SavedBlock[] }
  query: Array<{ property: string; operator: string; value: unknown }>
}
type SavedBlock = {
  id: string
  component?: { name: string; options: Record<string, unknown> }
  bindings?: Record<string, string>
}

const canvas = (page: Page) => page.frameLocator('iframe[title="Page canvas"]')
const saved = (page: Page) =>
  page.getByRole('status').getByText('All changes saved').waitFor({ timeout: 15_000 })

/**
 * The properties panel on the real stack: a value of each input type set through the UI on
 * real blocks (built-ins, and a component the site registers with the types no built-in has),
 * stored in Builder's shapes and shown on the canvas; an image uploaded with the editor's
 * session; a show-if with a syntax error shown inline; the page's title, description and URL
 * path on the published page.
 */
export function describeEditorProperties(ref: StackRef): void {
  describe('the editor properties', { timeout: 120_000 }, () => {
    const path = `/e2e-props-${Date.now().toString(36)}`
    let author: WatchedPage
    let pageId: string
    const entry = async () => {
      const page = await api<Saved>(ref, `/api/v1/write/page/${pageId}`)
      const byId = new Map(page.data.blocks.map((item) => [item.id, item]))
      return { page, block: (id: string) => byId.get(id) }
    }

    it('opens a page of its own with blocks of several kinds', async () => {
      const created = await api<{ id: string }>(ref, '/api/v1/write/page', {
        method: 'POST',
        body: JSON.stringify({
          name: 'E2E properties page',
          query: [{ property: 'urlPath', operator: 'is', value: path }],
          data: {
            url: path,
            title: 'Before',
            blocks: [
              block('e2e-text', 'Text', {
                text: '<p onclick="void 0">Plain words<script>void 0</script></p>',
              }),
              block('e2e-button', 'Core:Button', { text: 'Go' }),
              block('e2e-image', 'Image', { backgroundSize: 'cover', aspectRatio: 0.5 }),
              block('e2e-select', 'Form:Select', {
                name: 'choice',
                options: [{ value: 'one' }, { value: 'two' }],
              }),
              block('e2e-symbol', 'Symbol', {}),
            ],
          },
        }),
      })
      pageId = created.id
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1100 } })
      const { page } = author
      await signUp(ref.stack.serviceUrl, page, `props-${path.slice(11)}@example.com`)
      await page.getByRole('button', { name: 'E2E properties page', exact: true }).click()
      await page.getByRole('heading', { name: 'Page settings' }).waitFor()
      await eventually(() => page.getByText(/Waiting for the site/).count()).toBe(0)
    })

    it('sets text, URL, boolean, enum, number, image upload, sanitized rich text, a list and a symbol', async () => {
      const { page } = author
      await page.getByRole('treeitem', { name: /^Button/ }).click()
      await page.getByLabel('text', { exact: true }).fill('Buy now')
      await canvas(page).getByText('Buy now').waitFor()
      const link = page.getByLabel('link', { exact: true })
      await link.fill('javascript:alert(1)')
      await page.getByText('Links may not use javascript:').waitFor()
      expect(await link.getAttribute('aria-invalid')).toBe('true')
      await link.fill('/pricing')
      await eventually(() => link.getAttribute('aria-invalid')).toBeNull()
      await page.getByLabel('Open link in new tab').check()
      await canvas(page).locator('a[href="/pricing"][target="_blank"]').waitFor()

      await page.getByRole('treeitem', { name: /^Image/ }).click()
      await page.getByLabel('backgroundSize').selectOption({ label: 'contain' })
      await page.getByText('More options').click()
      await page.getByLabel('aspectRatio').fill('0.75')
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#c00' },
      })
        .png()
        .toBuffer()
      await page
        .getByLabel('Upload a file for image')
        .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png })
      await page.getByRole('img', { name: 'Preview of image' }).waitFor()
      const rendered = canvas(page).locator('[builder-id="e2e-image"] img').first()
      await rendered.waitFor()
      await eventually(() =>
        rendered.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true)

      await page.getByRole('treeitem', { name: /^Text/ }).click()
      const rich = page.getByLabel('text', { exact: true })
      await rich.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.getByRole('button', { name: 'Bold' }).click()
      await canvas(page)
        .locator('[builder-id="e2e-text"] strong')
        .getByText('Plain words')
        .waitFor()

      await page.getByRole('treeitem', { name: /^Select/ }).click()
      await page.getByRole('button', { name: 'Add to options' }).click()
      await page
        .getByRole('group', { name: 'Item 3', exact: true })
        .getByLabel('value')
        .fill('three')
      await page.getByRole('button', { name: 'Remove options item 1' }).click()
      const options = canvas(page).locator('[builder-id="e2e-select"] option')
      await eventually(() => options.allTextContents()).toEqual(['two', 'three'])

      await page.getByRole('treeitem', { name: /^Symbol/ }).click()
      await page.getByLabel('symbol', { exact: true }).selectOption({ label: 'Header' })
      await canvas(page).locator('[builder-id="e2e-symbol"] a[aria-label="Tessera home"]').waitFor()

      await saved(page)
      const { block: saved_ } = await entry()
      expect(saved_('e2e-button')?.component?.options).toMatchObject({
        text: 'Buy now',
        link: '/pricing',
        openLinkInNewTab: true,
      })
      expect(saved_('e2e-image')?.component?.options).toMatchObject({
        backgroundSize: 'contain',
        aspectRatio: 0.75,
        image: expect.stringMatching(/^\/api\/v1\/image\/assets%2F/),
      })
      expect(saved_('e2e-text')?.component?.options.text).toBe(
        '<p><strong>Plain words</strong></p>',
      )
      expect(saved_('e2e-select')?.component?.options.options).toEqual([
        { value: 'two' },
        { value: 'three' },
      ])
      expect(saved_('e2e-symbol')?.component?.options.symbol).toEqual({
        model: 'symbol',
        entry: HEADER_SYMBOL,
        data: {},
      })
    })

    it('edits color, date, email, long text, object, reference and code inputs of a site component', async () => {
      const { page } = author
      const frame = page.frames().find((item) => item.url().startsWith(ref.stack.siteUrl))
      await (frame as Frame).evaluate((info) => {
        window.parent.postMessage({ type: 'builder.registerComponent', data: info }, '*')
      }, KITCHEN)
      await page.getByRole('button', { name: 'E2EKitchen', exact: true }).click()
      await page.getByRole('heading', { name: 'E2EKitchen properties' }).waitFor()
      await page.getByLabel('accent: picker').fill('#00aa00')
      const accent = page.getByLabel('accent', { exact: true })
      await eventually(() => accent.inputValue()).toBe('#00aa00')
      await accent.fill('not a color')
      await page.getByText('Not a CSS color').waitFor()
      await accent.fill('rebeccapurple')
      await page.getByLabel('launch').fill('2030-05-01T10:30')
      await page.getByLabel('contact').fill('ada@example.com')
      await page.getByLabel('summary').fill('Line one\nLine two')
      const settings = page.getByRole('group', { name: 'settings', exact: true })
      await settings.getByLabel('size').fill('9')
      await settings.getByText('At most 5').waitFor()
      await settings.getByLabel('size').fill('3')
      await settings.getByLabel('caption').fill('Big')
      const related = page.getByLabel('related')
      await eventually(() => related.isDisabled()).toBe(false)
      await related.selectOption({ label: 'Header' })
      const script = page.getByLabel('script')
      await script.click()
      await page.keyboard.type('state.count = 1')
      expect(await seriousViolations(page)).toEqual([])
      await saved(page)
      const launch = await page.evaluate(() => new Date('2030-05-01T10:30').toISOString())
      const { page: stored } = await entry()
      const kitchen = stored.data.blocks.find((item) => item.component?.name === 'E2EKitchen')
      expect(kitchen?.component?.options).toEqual({
        accent: 'rebeccapurple',
        launch,
        contact: 'ada@example.com',
        summary: 'Line one\nLine two',
        settings: { size: 3, caption: 'Big' },
        related: { '@type': '@builder.io/core:Reference', model: 'symbol', id: HEADER_SYMBOL },
        script: 'state.count = 1',
      })
      // The site does not render that component: it goes before publishing.
      await page.getByRole('treeitem', { name: /^E2EKitchen/ }).click()
      await page.keyboard.press('Delete')
      await saved(page)
      expect((await entry()).page.data.blocks).toHaveLength(5)
    })

    it('shows the evaluator’s error of a show-if inline, keeps the code, and hides the block', async () => {
      const { page } = author
      await page.getByRole('treeitem', { name: /^Text/ }).click()
      const showIf = page.getByLabel('Show if')
      await showIf.fill('state.count >')
      await page.getByText(/^Syntax error: /).waitFor()
      expect(await showIf.getAttribute('aria-invalid')).toBe('true')
      const described = await showIf.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/^Syntax error/)
      expect(await seriousViolations(page)).toEqual([])
      await saved(page)
      expect((await entry()).block('e2e-text')?.bindings).toEqual({ show: 'state.count >' })
      await showIf.fill('1 > 2')
      await eventually(() => showIf.getAttribute('aria-invalid')).toBeNull()
      await eventually(() => canvas(page).locator('[builder-id="e2e-text"]').count()).toBe(0)
      await showIf.fill('')
      await canvas(page).locator('[builder-id="e2e-text"]').first().waitFor()
    })

    it('sets the page title, description and URL path; the published page has them', async () => {
      const { page } = author
      await page.getByRole('button', { name: 'Page settings' }).click()
      // The targeting panel below has its own "URL path" (of a visitor to preview as).
      const settings = page.getByRole('region', { name: 'Page settings' })
      await settings.getByLabel('Page title').fill('Props E2E title')
      await settings.getByLabel('Description').fill('A page made in the properties check')
      const urlPath = settings.getByLabel('URL path')
      await urlPath.fill('moved')
      await page.getByText('A URL path starts with /').waitFor()
      expect(await urlPath.getAttribute('aria-invalid')).toBe('true')
      const moved = `${path}-moved`
      await urlPath.fill(moved)
      await eventually(() => urlPath.getAttribute('aria-invalid')).toBeNull()
      expect(await seriousViolations(page)).toEqual([])
      await saved(page)
      const { page: stored } = await entry()
      expect(stored.data).toMatchObject({
        title: 'Props E2E title',
        description: 'A page made in the properties check',
        url: moved,
      })
      expect(stored.query).toEqual([
        expect.objectContaining({ property: 'urlPath', operator: 'is', value: moved }),
      ])
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText('Published: the page is live.').waitFor()
      const visitor = await openPage(ref.browser)
      try {
        const response = await visitor.page.goto(`${ref.stack.siteUrl}${moved}`)
        expect(response?.status()).toBe(200)
        expect(await visitor.page.title()).toBe('Props E2E title')
        expect(await visitor.page.locator('meta[name="description"]').getAttribute('content')).toBe(
          'A page made in the properties check',
        )
        await visitor.page
          .getByRole('button', { name: 'Buy now' })
          .or(visitor.page.getByRole('link', { name: 'Buy now' }))
          .waitFor()
        expect((await fetch(`${ref.stack.siteUrl}${path}`)).status).toBe(404)
      } finally {
        await visitor.close()
        await author.close()
      }
    })
  })
}
