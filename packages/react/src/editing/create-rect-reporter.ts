import { createMessage, EDITOR_PROTOCOL_VERSION } from '@tessera/core/editor'
import type { BlockBox, SiteToEditorMessage } from '@tessera/core/editor'
import { rectOf } from './find-drop-place.ts'

/** Options of {@link createRectReporter}. */
export interface RectReporterOptions {
  /** The content wrapper: blocks are looked for inside it. */
  root: HTMLElement
  contentId: string
  post: (message: SiteToEditorMessage) => void
}

/** What {@link createRectReporter} returns. */
export interface RectReporter {
  /**
   * The block the pointer is on (`null`: none), whose box the hover message carried: followed
   * from now on, sent with the next change.
   */
  setHovered(blockId: string | null): void
  /**
   * The selected block (`null`: none) and other blocks to follow (other authors' ones): reports
   * their boxes at once, then whenever they move.
   */
  setSelected(blockId: string | null, watch?: readonly string[]): void
  /** Reports the boxes at the next animation frame, if they changed. */
  schedule(): void
  stop(): void
}

/**
 * Keeps the editor's overlays on the blocks: sends `tessera.v1.blockRects` (the boxes of the
 * hovered and the selected block) when the selection is set and whenever those boxes may have
 * moved: the frame scrolls (the page or any scrolling box in it) or resizes, the content
 * changes (a patch re-rendered a block), or the selected block changes size (an image loaded).
 * At most once an animation frame, and only when a box changed.
 */
export function createRectReporter(options: RectReporterOptions): RectReporter {
  const { root, contentId, post } = options
  const view = root.ownerDocument.defaultView ?? window
  let hovered: string | null = null
  let selected: string | null = null
  let watch: readonly string[] = []
  const find = (blockId: string | null) =>
    blockId === null ? null : root.querySelector(`[builder-id="${CSS.escape(blockId)}"]`)
  const boxOf = (blockId: string | null): BlockBox | null => {
    const element = find(blockId)
    return element && blockId !== null ? { blockId, rect: rectOf(element) } : null
  }

  const dataOf = () =>
    ({
      version: EDITOR_PROTOCOL_VERSION,
      contentId,
      hovered: boxOf(hovered),
      selected: boxOf(selected),
      ...(watch.length > 0
        ? { watched: watch.map(boxOf).filter((box): box is BlockBox => box !== null) }
        : {}),
    }) as const
  // Nothing to tell until something is hovered or selected.
  let last = JSON.stringify(dataOf())
  let frame: number | undefined
  let stopped = false
  let watched: Element | null = null

  const resizes = new ResizeObserver(() => schedule())
  resizes.observe(root)
  // The selected block's own size changes (an image loading) do not always resize the content.
  const watchSelected = () => {
    const element = find(selected)
    if (element === watched) return
    if (watched) resizes.unobserve(watched)
    if (element) resizes.observe(element)
    watched = element
  }

  const report = () => {
    frame = undefined
    watchSelected()
    const data = dataOf()
    const key = JSON.stringify(data)
    if (key === last) return
    last = key
    post(createMessage('tessera.v1.blockRects', data))
  }

  function schedule() {
    if (frame === undefined && !stopped) frame = view.requestAnimationFrame(report)
  }

  const mutations = new MutationObserver(() => schedule())
  mutations.observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  view.addEventListener('scroll', schedule, { capture: true, passive: true })
  view.addEventListener('resize', schedule)

  return {
    setHovered(blockId) {
      hovered = blockId
    },
    setSelected(blockId, watching = []) {
      selected = blockId
      watch = watching
      // The editor waits for this answer: send it even when nothing moved.
      last = ''
      schedule()
    },
    schedule,
    stop() {
      stopped = true
      if (frame !== undefined) view.cancelAnimationFrame(frame)
      resizes.disconnect()
      mutations.disconnect()
      view.removeEventListener('scroll', schedule, { capture: true })
      view.removeEventListener('resize', schedule)
    },
  }
}
