import { signUp } from '../support/editor-account.ts'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { openPage } from '../support/browser.ts'
import type { WatchedPage } from '../support/browser.ts'
import { eventually } from '../support/eventually.ts'
import { startGen2Stack } from '../support/gen2-stack.ts'
import type { Gen2Stack } from '../support/gen2-stack.ts'
import { postgresDatabase, sqliteDatabase } from '../support/test-database.ts'
import type { TestDatabase } from '../support/test-database.ts'
import type { StackRef } from '../support/use-stack.ts'

/** One `message` event as a window saw it. */
interface SeenMessage {
  origin: string
  /** Sent by the window's parent (in the frame: by the editor). */
  fromParent: boolean
  type: string
  /** Length of the message as JSON. */
  size: number
}

/**
 * Runs in every window of the author's browser context (the editor and the frame) before any
 * of its scripts: records each `message` event in `window.__seenMessages`.
 */
function recordMessages(): void {
  const seen: unknown[] = []
  Object.defineProperty(window, '__seenMessages', { value: seen })
  window.addEventListener(
    'message',
    (event) => {
      const data: unknown = event.data
      const type =
        typeof data === 'object' && data !== null && 'type' in data
          ? String((data as { type: unknown }).type)
          : typeof data
      let size = -1
      try {
        size = JSON.stringify(data)?.length ?? -1
      } catch {
        // Not JSON: its size stays unknown.
      }
      const fromParent = window.parent !== window && event.source === window.parent
      seen.push({ origin: event.origin, fromParent, type, size })
    },
    true,
  )
}

const seenMessages = (target: Page | Frame) =>
  target.evaluate(
    () => (window as unknown as { __seenMessages: SeenMessage[] }).__seenMessages,
  ) as Promise<SeenMessage[]>

const canvas = (page: Page) => page.frameLocator('iframe[title="Page canvas"]')

/** The `builder-id`s of the blocks the gen-2 frame renders, in document order. */
const frameBlockIds = (page: Page) =>
  canvas(page)
    .locator('[builder-id]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('builder-id')))

/**
 * The editor on a site built on Builder's official gen-2 SDK (`@builder.io/sdk-react`, the
 * fixture in `e2e/fixtures/gen2-site`, its `trustedHosts` naming the editor's host): its own
 * content service (`TESSERA_SITE_URL` naming that site) on a fresh database of the describe
 * block's kind. The frame renders every edit from `builder.contentUpdate`; blocks are selected
 * and moved in the layers and the panels; the editor says the site has no Tessera editing
 * runtime and sends the frame no code; publishing shows the page on the gen-2 site.
 */
export function describeEditorGen2(ref: StackRef): void {
  describe('the editor on an official gen-2 SDK site', { timeout: 90_000 }, () => {
    const path = `/e2e-gen2-${Date.now().toString(36)}`
    let database: TestDatabase | undefined
    let gen2: Gen2Stack | undefined
    let author: WatchedPage | undefined
    const stack = () => gen2 as Gen2Stack
    const page = () => (author as WatchedPage).page

    beforeAll(async () => {
      database =
        ref.database.kind === 'postgres'
          ? await postgresDatabase(process.env.TEST_DATABASE_URL ?? '')
          : await sqliteDatabase()
      gen2 = await startGen2Stack(database.url)
      console.log(`e2e: gen-2 site bundled in ${gen2.bundleMs} ms`)
      author = await openPage(ref.browser, { viewport: { width: 1600, height: 1000 } })
      await author.context.addInitScript(recordMessages)
      await signUp(gen2.serviceUrl, author.page, `gen2-${path.slice(10)}@example.com`)
    }, 120_000)

    afterAll(async () => {
      await author?.close()
      await gen2?.stop()
      await database?.dispose()
    }, 60_000)

    it('opens a page over the gen-2 site and says the canvas has no Tessera editing runtime', async () => {
      await page().getByLabel('URL path of the new page').fill(path)
      await page().getByLabel('Name of the new page').fill('Gen-2 page')
      await page().getByRole('button', { name: 'Create page' }).click()
      await page().getByRole('heading', { name: 'Gen-2 page' }).waitFor()
      await eventually(() =>
        page()
          .getByText(/Waiting for the site/)
          .count(),
      ).toBe(0)
      const note = page().getByRole('note')
      await note.getByText(/without Tessera's\s+editing runtime/).waitFor()
      expect(await note.textContent()).toMatch(/the react SDK 5\.\d+\.\d+/)
      // gen-2's own `<Content>` root, in editing mode.
      await canvas(page()).locator('[builder-model="page"]').waitFor({ state: 'attached' })
      // gen-2 registers its versions of the built-in blocks: the palette lists each block once.
      expect(await page().getByRole('button', { name: 'Text', exact: true }).count()).toBe(1)
      expect(await seriousViolations(page())).toEqual([])
    })

    it('inserts a Text from the palette and edits it in the panel: the gen-2 frame shows each change', async () => {
      await page().getByRole('button', { name: 'Text', exact: true }).click()
      await canvas(page()).getByText('Enter some text...').waitFor()
      await page()
        .getByRole('treeitem', { name: /Text: Enter some text/ })
        .waitFor()
      await page().getByLabel('text', { exact: true }).fill('Hello from a gen-2 site')
      await canvas(page()).getByText('Hello from a gen-2 site').waitFor()
      await page().getByRole('button', { name: 'Undo' }).click()
      await canvas(page()).getByText('Enter some text...').waitFor()
      await page().getByRole('button', { name: 'Redo' }).click()
      await canvas(page()).getByText('Hello from a gen-2 site').waitFor()
    })

    it('selects blocks in the layers and moves one with the keyboard: the frame follows', async () => {
      await page().getByRole('button', { name: 'Button', exact: true }).click()
      await canvas(page()).getByText('Click me!').waitFor()
      // Selected in the layers, the Text shows its properties.
      await page()
        .getByRole('treeitem', { name: /Text: Hello from a gen-2 site/ })
        .click()
      await eventually(() => page().getByLabel('text', { exact: true }).textContent()).toBe(
        'Hello from a gen-2 site',
      )
      const topLevel = page().locator('[role="tree"] > [role="treeitem"]')
      const before = await topLevel.evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-block-id')),
      )
      await eventually(() => frameBlockIds(page())).toEqual(before)
      await page()
        .getByRole('treeitem', { name: /^Button/ })
        .focus()
      await page().keyboard.press('Alt+ArrowUp')
      await eventually(() => topLevel.first().textContent()).toMatch(/^Button/)
      await eventually(() => frameBlockIds(page())).toEqual([...before].reverse())
    })

    it('publishes: the gen-2 site, outside the editor, shows the page from the service', async () => {
      await page().getByRole('button', { name: 'Publish', exact: true }).click()
      await page().getByText('Published: the page is live.').waitFor()
      const visitor = await openPage(ref.browser)
      try {
        const response = await visitor.page.goto(`${stack().siteUrl}${path}`)
        expect(response?.status()).toBe(200)
        const text = visitor.page.getByText('Hello from a gen-2 site')
        await text.waitFor()
        const button = visitor.page.getByText('Click me!')
        // The published order: the Button, then the Text.
        const [buttonBox, textBox] = [await button.boundingBox(), await text.boundingBox()]
        expect(buttonBox!.y).toBeLessThan(textBox!.y)
        expect(visitor.problems).toEqual([])
      } finally {
        await visitor.close()
      }
    })

    it('sends the gen-2 frame content only, never code', async () => {
      const site = new URL(stack().siteUrl).origin
      const frame = page()
        .frames()
        .find((item) => item.url().startsWith(site))
      expect(frame).toBeDefined()
      const toFrame = (await seenMessages(frame!)).filter((message) => message.fromParent)
      const fromFrame = (await seenMessages(page())).filter((message) => message.origin === site)
      const summary = (list: SeenMessage[]) => {
        const counts = new Map<string, number>()
        for (const { type } of list) counts.set(type, (counts.get(type) ?? 0) + 1)
        return [...counts].map(([type, count]) => `${type} ×${count}`).join(', ')
      }
      console.log(`e2e: the gen-2 frame sent the editor: ${summary(fromFrame)}`)
      console.log(
        `e2e: the editor sent the gen-2 frame: ${summary(toFrame)} (${toFrame.length} messages, ` +
          `largest ${Math.max(...toFrame.map((message) => message.size))} bytes)`,
      )
      console.log(`e2e: problems in the editor's page: ${JSON.stringify(author?.problems)}`)
      expect(fromFrame.map((message) => message.type)).toContain('builder.sdkInfo')
      expect(toFrame.length).toBeGreaterThan(5)
      expect(new Set(toFrame.map((message) => message.type))).toEqual(
        new Set(['builder.contentUpdate']),
      )
      expect(
        toFrame.every((message) => message.origin === new URL(stack().serviceUrl).origin),
      ).toBe(true)
    })
  })
}
