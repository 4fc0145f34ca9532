/**
 * Inline typing on the canvas: the session's Text block (a section heading) is made editable
 * the keyboard's way (selected, then Enter on the canvas region), and letters are pressed one
 * at a time with the real keyboard into the `contenteditable` in the frame. Per keystroke:
 * from the key down in the frame (a capture listener on its document) to the editor's own
 * message handler having stored the change (a `message` listener for `tessera.v1.textInput`
 * added to the editor's window after the editor's own, so it runs once the store holds it),
 * on the clock both documents share. Also taken: key down → the frame painted the letter
 * (the next animation frame, then a task).
 * @module
 */
import type { Frame, Page } from 'playwright-core'
import { takeEvents } from './frame-probe.ts'
import { keystrokeCosts } from './keystroke-costs.ts'

/** How "inline typing per keystroke" is measured, printed under the table. */
export const INLINE_DEFINITION =
  'inline typing = a Text on the canvas made editable (selected, Enter on the canvas), letters ' +
  'pressed one at a time with the real keyboard; from keydown in the frame (capture listener) ' +
  "to the editor's own message handler having stored the change (a tessera.v1.textInput " +
  "listener added after the editor's own), split where the message reaches the editor's window " +
  "(a listener installed before the editor's scripts); painted = keydown -> " +
  'requestAnimationFrame + a task in the frame'

/** What the keystrokes cost (ms each). */
export interface InlineTyping {
  /** Key down in the frame → the editor stored the change. */
  storedMs: number[]
  /** Key down in the frame → the message reached the editor's window (frame and transport). */
  arrivedMs: number[]
  /** The message reached the editor's window → its handler stored it (the editor's part). */
  handlerMs: number[]
  /** Key down in the frame → the frame painted it. */
  paintedMs: number[]
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
type Window = { __benchKeys: number[]; __benchKeyPaints: number[]; __benchStored: number[] }

/** Presses `keys` letters into the selected Text block (`blockId`) edited on the canvas. */
export async function measureInlineTyping(
  page: Page,
  frame: Frame,
  blockId: string,
  keys: number,
): Promise<InlineTyping> {
  // Selected in the layers (the keyboard's way to start is Enter on the canvas region).
  await page.locator(`[role="treeitem"][data-block-id="${blockId}"] > .tree-label`).click()
  await page.getByRole('region', { name: 'Canvas' }).focus()
  await page.keyboard.press('Enter')
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
  await toolbar.waitFor({ timeout: 60_000 })
  await frame.waitForFunction(
    (id) =>
      document.activeElement?.closest(`[builder-id="${CSS.escape(id)}"]`) != null &&
      document.activeElement.getAttribute('contenteditable') === 'true',
    blockId,
    { timeout: 60_000 },
  )
  await frame.evaluate(() => {
    const now = () => performance.timeOrigin + performance.now()
    const target = window as unknown as Window
    target.__benchKeys = []
    target.__benchKeyPaints = []
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key.length !== 1) return
        target.__benchKeys.push(now())
        requestAnimationFrame(() => setTimeout(() => target.__benchKeyPaints.push(now()), 0))
      },
      true,
    )
  })
  await page.evaluate(() => {
    const target = window as unknown as Window
    target.__benchStored = []
    addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === 'tessera.v1.textInput')
        target.__benchStored.push(performance.timeOrigin + performance.now())
    })
  })
  await page.evaluate(takeEvents)
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(LETTERS[i % LETTERS.length] ?? 'a')
    await page.waitForFunction(
      (count) => (window as unknown as Window).__benchStored.length >= count,
      i + 1,
      { timeout: 30_000, polling: 'raf' },
    )
    await frame.waitForFunction(
      (count) => (window as unknown as Window).__benchKeyPaints.length >= count,
      i + 1,
      { timeout: 30_000 },
    )
  }
  const [pressed, painted] = await frame.evaluate(() => {
    const target = window as unknown as Window
    return [target.__benchKeys, target.__benchKeyPaints]
  })
  const stored = await page.evaluate(() => (window as unknown as Window).__benchStored)
  const arrived = (await page.evaluate(takeEvents)).textInputs
  // Escape ends the editing; the toolbar goes.
  await page.keyboard.press('Escape')
  await toolbar.waitFor({ state: 'detached', timeout: 60_000 })
  return {
    storedMs: keystrokeCosts(pressed, stored),
    arrivedMs: keystrokeCosts(pressed, arrived),
    handlerMs: keystrokeCosts(arrived, stored),
    paintedMs: keystrokeCosts(pressed, painted),
  }
}
