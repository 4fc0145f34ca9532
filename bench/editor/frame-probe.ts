/**
 * What the benchmark installs in every document of the editor's browser context (the editor
 * and the site in its canvas frame) before any of their scripts run: timestamps on one clock
 * shared by both documents (`performance.timeOrigin + performance.now()`, ms since the epoch),
 * the editor's `input`, `click` and `drop` events, the size of each `builder.patchUpdates`
 * message the frame receives, and a way to wait for a change to be painted in the frame.
 * The functions here run in the browser: they are serialized, so they use nothing from outside.
 * @module
 */

/**
 * tsx compiles with esbuild's `keepNames`, which wraps named functions in a `__name(fn, name)`
 * helper; the functions below are serialized into the browser without it. Installed as an init
 * script before them, this stand-in returns the function unchanged.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn'

/** What the frame must show before a change counts as painted. */
export type PaintCondition = { kind: 'text'; blockId: string; text: string } | { kind: 'newBlock' }

/** When the frame's DOM first met the condition, and when that frame was painted. */
export interface PaintTimes {
  mutated: number
  painted: number
}

/** The probe's state, on `window.__benchProbe`. */
export interface Probe {
  inputs: number[]
  clicks: number[]
  drops: number[]
  patchBytes: number[]
  /** When each `builder.patchUpdates` reached the frame's message listener. */
  patchTimes: number[]
  /**
   * When each `tessera.v1.textInput` reached the editor's window (this listener is installed
   * before the editor's scripts run, so before the editor's own handler).
   */
  textInputs: number[]
  pending?: Promise<PaintTimes>
}

/** Installed with `context.addInitScript`: records events and message sizes. */
export function installProbe(): void {
  const now = () => performance.timeOrigin + performance.now()
  const probe: Probe = {
    inputs: [],
    clicks: [],
    drops: [],
    patchBytes: [],
    patchTimes: [],
    textInputs: [],
  }
  Object.defineProperty(window, '__benchProbe', { value: probe })
  addEventListener('input', () => probe.inputs.push(now()), true)
  addEventListener('click', () => probe.clicks.push(now()), true)
  addEventListener('drop', () => probe.drops.push(now()), true)
  addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null
    if (typeof data !== 'object' || data === null) return
    if (data.type === 'tessera.v1.textInput') probe.textInputs.push(now())
    if (data.type !== 'builder.patchUpdates') return
    probe.patchTimes.push(now())
    probe.patchBytes.push(new TextEncoder().encode(JSON.stringify(data)).length)
  })
}

/**
 * Run in the frame before the change: watches its DOM until `condition` holds, then takes the
 * time, waits for the next animation frame and a task after it (the frame has been painted)
 * and takes the time again. The promise is left on the probe for {@link awaitPaint}.
 */
export function armPaint(condition: PaintCondition): void {
  const probe = (window as unknown as { __benchProbe: Probe }).__benchProbe
  const now = () => performance.timeOrigin + performance.now()
  const known = new Set(
    [...document.querySelectorAll('[builder-id]')].map((el) => el.getAttribute('builder-id')),
  )
  const isNew = (node: Node) => {
    if (!(node instanceof Element)) return false
    const ids = [node, ...node.querySelectorAll('[builder-id]')].map((el) =>
      el.getAttribute('builder-id'),
    )
    return ids.some((id) => id !== null && !known.has(id))
  }
  const holds = (records: MutationRecord[]) => {
    if (condition.kind === 'newBlock') {
      return records.some((record) => [...record.addedNodes].some(isNew))
    }
    const selector = `[builder-id="${CSS.escape(condition.blockId)}"]`
    return [...document.querySelectorAll(selector)].some((el) =>
      (el.textContent ?? '').includes(condition.text),
    )
  }
  probe.pending = new Promise<PaintTimes>((resolve) => {
    const observer = new MutationObserver((records) => {
      if (!holds(records)) return
      observer.disconnect()
      const mutated = now()
      requestAnimationFrame(() => setTimeout(() => resolve({ mutated, painted: now() }), 0))
    })
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
}

/** Run in the frame after the change: resolves with its {@link PaintTimes}. */
export function awaitPaint(): Promise<PaintTimes> {
  const probe = (window as unknown as { __benchProbe: Probe }).__benchProbe
  if (probe.pending === undefined) return Promise.reject(new Error('armPaint was not run'))
  return probe.pending
}

/** Run in either document: empties the probe's event lists, returning what they held. */
export function takeEvents(): Omit<Probe, 'pending'> {
  const probe = (window as unknown as { __benchProbe: Probe }).__benchProbe
  const copy = {
    inputs: probe.inputs.splice(0),
    clicks: probe.clicks.splice(0),
    drops: probe.drops.splice(0),
    patchBytes: probe.patchBytes.splice(0),
    patchTimes: probe.patchTimes.splice(0),
    textInputs: probe.textInputs.splice(0),
  }
  return copy
}
