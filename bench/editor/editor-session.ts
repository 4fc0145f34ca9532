/**
 * One scripted editing session in Chromium on a generated page, through the editor's UI with
 * real input (Playwright's mouse and keyboard): open the page and select a block, type into a
 * property field, insert blocks from the palette (a click, then a drag onto the layers), and
 * read the editor's JS heap after a garbage collection. Times are taken in the browser on the
 * clock both documents share (see frame-probe.ts).
 * @module
 */
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core'
import { armPaint, awaitPaint, takeEvents } from './frame-probe.ts'
import type { PaintCondition, PaintTimes } from './frame-probe.ts'

/** How "selectable" is measured, printed under the table. */
export const SELECTABLE_DEFINITION =
  'selectable = from the navigation to the page in the editor (performance.timeOrigin) until the ' +
  'block in the middle of the page, clicked in the layers as soon as it is listed there, shows ' +
  'its value in the properties panel and is in the canvas frame (both polled every animation frame)'

/** What one session measured; each list holds one sample (ms or bytes) per action. */
export interface SessionResult {
  blocks: number
  selectableMs: number
  /** Property edit: input event in the editor → the new value painted in the frame. */
  editMs: number[]
  /** The same edits in three parts (ms each): where the time goes. */
  editParts: EditParts
  /** Bytes (UTF-8 JSON) of each `builder.patchUpdates` the frame got during the edits. */
  patchBytes: number[]
  /** Palette click → the new block painted in the frame. */
  insertClickMs: number[]
  /** Palette dragged onto a layer (drop event) → the new block painted; or why it failed. */
  insertDragMs: number[] | Error
  /** The editor page's JSHeapUsedSize after a GC (the frame is another process). */
  editorHeapBytes: number
  /** The canvas frame's JSHeapUsedSize after a GC (`null` when CDP could not attach to it). */
  frameHeapBytes: number | null
}

/** A property edit's time, split at the message's arrival in the frame and the DOM change. */
export interface EditParts {
  /** Input event in the editor → `builder.patchUpdates` in the frame's message listener. */
  editorMs: number[]
  /** That message → the frame's DOM shows the new value (the site's patch and React render). */
  siteMs: number[]
  /** The DOM change → painted (the next animation frame, then a task). */
  paintMs: number[]
}

/** What a session needs. */
export interface SessionPlan {
  context: BrowserContext
  editorUrl: string
  blocks: number
  /** The section heading (a Text block) the session selects and edits. */
  blockId: string
  /** A block the drags drop after (visible in the layers with the palette). */
  dropAfterId: string
  /** Text in its value before the session, to recognise it in the properties panel. */
  blockText: string
  edits: number
  inserts: number
  drags: number
}

const LONG = 180_000
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

async function canvasFrame(page: Page): Promise<Frame> {
  const started = Date.now()
  for (;;) {
    const frame = page.frames().find((item) => item.url().includes('builder.frameEditing'))
    if (frame) return frame
    if (Date.now() - started > LONG) throw new Error('the canvas frame never appeared')
    await page.waitForTimeout(20)
  }
}

/** Arms the frame, runs `act`, and resolves with the paint times (or fails after a while). */
async function paintAfter(
  frame: Frame,
  condition: PaintCondition,
  act: () => Promise<void>,
): Promise<PaintTimes> {
  await frame.evaluate(armPaint, condition)
  await act()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    const why = `the frame never showed ${JSON.stringify(condition)}`
    timer = setTimeout(() => reject(new Error(why)), 60_000)
  })
  try {
    return await Promise.race([frame.evaluate(awaitPaint), timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function measureSelectable(page: Page, plan: SessionPlan): Promise<[number, Frame]> {
  await page.goto(plan.editorUrl, { waitUntil: 'commit' })
  const label = page.locator(`[role="treeitem"][data-block-id="${plan.blockId}"] > .tree-label`)
  await label.waitFor({ timeout: LONG })
  const origin = await page.evaluate(() => performance.timeOrigin)
  await label.click()
  const frame = await canvasFrame(page)
  const [shown, inFrame] = await Promise.all([
    page.waitForFunction(
      (text) => {
        const field = [...document.querySelectorAll('label')].find((l) => l.textContent === 'text')
        const control = field?.control as HTMLInputElement | HTMLTextAreaElement | null | undefined
        return control?.value.includes(text) ? performance.timeOrigin + performance.now() : false
      },
      plan.blockText,
      { polling: 'raf', timeout: LONG },
    ),
    frame.waitForFunction(
      (id) =>
        document.querySelector(`[builder-id="${CSS.escape(id)}"]`) === null
          ? false
          : performance.timeOrigin + performance.now(),
      plan.blockId,
      { polling: 'raf', timeout: LONG },
    ),
  ])
  const end = Math.max(Number(await shown.jsonValue()), Number(await inFrame.jsonValue()))
  return [end - origin, frame]
}

async function measureEdits(page: Page, frame: Frame, plan: SessionPlan) {
  const field = page.getByLabel('text', { exact: true })
  const base = 'Bench '
  await paintAfter(frame, { kind: 'text', blockId: plan.blockId, text: base }, () =>
    field.fill(base),
  )
  await frame.evaluate(takeEvents)
  const editMs: number[] = []
  const patchBytes: number[] = []
  const parts: EditParts = { editorMs: [], siteMs: [], paintMs: [] }
  let typed = ''
  for (let i = 0; i < plan.edits; i++) {
    const letter = LETTERS[i % LETTERS.length] ?? 'a'
    typed += letter
    await page.evaluate(takeEvents)
    const times = await paintAfter(
      frame,
      { kind: 'text', blockId: plan.blockId, text: base + typed },
      () => page.keyboard.press(letter),
    )
    const [input] = (await page.evaluate(takeEvents)).inputs
    if (input === undefined) throw new Error('the property field got no input event')
    const inFrame = await frame.evaluate(takeEvents)
    patchBytes.push(...inFrame.patchBytes)
    editMs.push(times.painted - input)
    const [message] = inFrame.patchTimes
    if (message !== undefined) {
      parts.editorMs.push(message - input)
      parts.siteMs.push(times.mutated - message)
      parts.paintMs.push(times.painted - times.mutated)
    }
  }
  return { editMs, patchBytes, parts }
}

async function measureInsertClicks(page: Page, frame: Frame, plan: SessionPlan) {
  const button = page.getByRole('button', { name: 'Text', exact: true })
  const samples: number[] = []
  for (let i = 0; i < plan.inserts; i++) {
    await page.evaluate(takeEvents)
    const times = await paintAfter(frame, { kind: 'newBlock' }, () => button.click())
    const clicks = (await page.evaluate(takeEvents)).clicks
    const click = clicks[clicks.length - 1]
    if (click === undefined) throw new Error('the palette got no click event')
    samples.push(times.painted - click)
  }
  return samples
}

async function measureInsertDrags(page: Page, frame: Frame, plan: SessionPlan) {
  const source = page.locator('.palette-item[data-component="Text"]')
  // A layer in view with the palette: after the first section's heading. (A drop below the
  // tree, the end of the page, after scrolling the panel mid-drag did not register here.)
  const target = page.locator(
    `[role="treeitem"][data-block-id="${plan.dropAfterId}"] > .tree-label`,
  )
  const samples: number[] = []
  for (let i = 0; i < plan.drags; i++) {
    await page.evaluate(takeEvents)
    const times = await paintAfter(frame, { kind: 'newBlock' }, () =>
      dragLikeAUser(page, source, target),
    )
    const [drop] = (await page.evaluate(takeEvents)).drops
    if (drop === undefined) throw new Error('the layers got no drop event')
    samples.push(times.painted - drop)
  }
  return samples
}

/**
 * Presses on `source`, moves onto the lower part of `target` in steps, rests there a moment as
 * a hand would, and releases: the drop event fires then.
 */
async function dragLikeAUser(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.hover()
  await page.mouse.down()
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (box === null) throw new Error('the drop target is not visible')
  const x = box.x + box.width / 2
  const y = box.y + box.height * 0.8
  await page.mouse.move(x, y, { steps: 5 })
  await page.waitForTimeout(200)
  await page.mouse.move(x + 2, y, { steps: 2 })
  await page.mouse.up()
}

async function heapAfterGc(context: BrowserContext, target: Page | Frame): Promise<number> {
  const cdp = await context.newCDPSession(target)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value
    if (used === undefined) throw new Error('no JSHeapUsedSize in Performance.getMetrics')
    return used
  } finally {
    await cdp.detach()
  }
}

/** Runs the session in a new page of `plan.context` (signed in); closes the page after. */
export async function runSession(plan: SessionPlan): Promise<SessionResult> {
  const page = await plan.context.newPage()
  try {
    const [selectableMs, frame] = await measureSelectable(page, plan)
    const { editMs, patchBytes, parts } = await measureEdits(page, frame, plan)
    const insertClickMs = await measureInsertClicks(page, frame, plan)
    const insertDragMs = await measureInsertDrags(page, frame, plan).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    )
    const editorHeapBytes = await heapAfterGc(plan.context, page)
    const frameHeapBytes = await heapAfterGc(plan.context, frame).catch(() => null)
    return {
      blocks: plan.blocks,
      selectableMs,
      editMs,
      editParts: parts,
      patchBytes,
      insertClickMs,
      insertDragMs,
      editorHeapBytes,
      frameHeapBytes,
    }
  } finally {
    await page.close()
  }
}
