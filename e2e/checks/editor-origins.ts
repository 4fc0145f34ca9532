import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage } from '../support/browser.ts'
import { readCspViolations, recordCspViolations } from '../support/csp-violations.ts'
import { startEditorStandIn, STAND_IN_PATHS } from '../support/editor-stand-in.ts'
import type { EditorStandIn } from '../support/editor-stand-in.ts'
import { eventually } from '../support/eventually.ts'
import type { StackRef } from '../support/use-stack.ts'

/** A Custom Code block whose script would run in the site's origin. */
function customCode(id: string, marker: string) {
  return {
    '@type': '@builder.io/sdk:Element',
    id,
    component: {
      name: 'Custom Code',
      options: {
        code: `<p id="${marker}">${marker}</p><script>document.body.dataset.${marker} = 'ran'</script>`,
      },
    },
  }
}

/** `builder.contentUpdate` of the page model with `blocks`. */
function contentUpdate(blocks: unknown[]) {
  return {
    type: 'builder.contentUpdate',
    data: { key: 'page', data: { id: 'edited', data: { blocks } } },
  }
}

/** Markers of the content the intruder sends, and of the editor's. */
const INTRUDED = 'intruded'
const EDITED = 'edited'

/** What the site's frame shows: the markers' elements and what the scripts marked. */
function frameState(frame: Frame) {
  return frame.evaluate(
    ([intruded, edited]) => ({
      intrudedText: document.getElementById(intruded ?? '') !== null,
      intrudedScript: document.body.dataset[intruded ?? ''] ?? null,
      editedText: document.getElementById(edited ?? '')?.textContent ?? null,
      editedScript: document.body.dataset[edited ?? ''] ?? null,
      embedScript: document.body.dataset.embedScript ?? null,
    }),
    [INTRUDED, EDITED],
  )
}

/** The frame of `page` whose URL starts with `prefix`. */
async function frameOf(page: Page, prefix: string): Promise<Frame> {
  await eventually(() => page.frames().some((frame) => frame.url().startsWith(prefix))).toBe(true)
  const frame = page.frames().find((candidate) => candidate.url().startsWith(prefix))
  if (!frame) throw new Error(`no frame at ${prefix}`)
  return frame
}

/**
 * The editor's canvas can be driven only from the configured editor origin: a page on another
 * origin (here `localhost`, as in the attack found) can neither frame the site nor, framed
 * beside it by the real editor, change it with `builder.contentUpdate`; the editor's own
 * updates render, Custom Code and Embed scripts included, under the site's CSP; and the site's
 * messages reach the editor at its origin.
 */
export function describeEditorOrigins(ref: StackRef) {
  describe('editor origins', () => {
    let standIn: EditorStandIn
    let trusted: string
    let untrusted: string
    let editing: string
    beforeAll(async () => {
      standIn = await startEditorStandIn(ref.stack.editorPort)
      trusted = `http://127.0.0.1:${ref.stack.editorPort}`
      untrusted = `http://localhost:${ref.stack.editorPort}`
      editing = `${ref.stack.siteUrl}/?builder.frameEditing=page`
    })
    afterAll(() => standIn?.close())

    it('a page on an untrusted origin cannot frame the site nor hear from it', async () => {
      const { page, close } = await openPage(ref.browser)
      try {
        const editor = `${untrusted}${STAND_IN_PATHS.editor}?site=${encodeURIComponent(editing)}`
        await page.goto(editor, { waitUntil: 'load' })
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
        // frame-ancestors: the browser shows its error page instead of the site.
        expect(frame?.url()).not.toContain(ref.stack.siteUrl)
        await page.evaluate(
          (message) =>
            (document.getElementById('site') as HTMLIFrameElement).contentWindow?.postMessage(
              message,
              '*',
            ),
          contentUpdate([customCode('b1', INTRUDED)]),
        )
        expect(await page.evaluate(() => (window as { received?: unknown[] }).received)).toEqual([])
      } finally {
        await close()
      }
    })

    it('an untrusted page beside the editor cannot drive the canvas; the editor can', async () => {
      const watched = await openPage(ref.browser)
      const { page, context, problems } = watched
      try {
        await recordCspViolations(context)
        const intruder = `${untrusted}${STAND_IN_PATHS.intruder}`
        const editor =
          `${trusted}${STAND_IN_PATHS.editor}?site=${encodeURIComponent(editing)}` +
          `&intruder=${encodeURIComponent(intruder)}`
        await page.goto(editor, { waitUntil: 'load' })
        const site = await frameOf(page, ref.stack.siteUrl)
        // The site announces itself to its editor, at the editor's origin.
        await eventually(() =>
          page.evaluate(() => (window as { received?: unknown[] }).received),
        ).toContainEqual({ origin: ref.stack.siteUrl, type: 'builder.sdkInfo' })

        const intruderFrame = await frameOf(page, intruder)
        await intruderFrame.evaluate(
          (message) => (window as unknown as { attack(m: unknown): void }).attack(message),
          contentUpdate([customCode('b1', INTRUDED)]),
        )
        const scriptSrc = `${trusted}${STAND_IN_PATHS.script}`
        await page.evaluate(
          (message) =>
            (document.getElementById('site') as HTMLIFrameElement).contentWindow?.postMessage(
              message,
              '*',
            ),
          contentUpdate([
            customCode('b2', EDITED),
            {
              '@type': '@builder.io/sdk:Element',
              id: 'b3',
              component: {
                name: 'Embed',
                options: { content: `<script src="${scriptSrc}"></script>` },
              },
            },
          ]),
        )
        await eventually(() => frameState(site)).toEqual({
          intrudedText: false,
          intrudedScript: null,
          editedText: EDITED,
          editedScript: 'ran',
          embedScript: 'ran',
        })
        expect(await readCspViolations(site)).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await watched.close()
      }
    })
  })
}
