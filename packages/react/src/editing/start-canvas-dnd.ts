import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { getElementFromPointWithoutHoneypot } from '@atlaskit/pragmatic-drag-and-drop/get-element-from-point-without-honey-pot'
import { createMessage, EDITOR_PROTOCOL_VERSION } from '@tessera/core/editor'
import type { CanvasDropPlace, DragProbeData, SiteToEditorMessage } from '@tessera/core/editor'
import { findDropPlace } from './find-drop-place.ts'
import type { PointerInput } from './find-drop-place.ts'

/** Options of {@link startCanvasDnd}. */
export interface CanvasDndOptions {
  /** The content wrapper: its blocks are dragged, drops land in it. */
  root: HTMLElement
  contentId: string
  post: (message: SiteToEditorMessage) => void
}

/** What {@link startCanvasDnd} returns. */
export interface CanvasDnd {
  /** Answers the editor's `tessera.v1.dragProbe` with the place at its point. */
  probe(data: DragProbeData): void
  stop(): void
}

/** Key of a block drag's data. */
const BLOCK_KEY = 'tesseraBlockId'

/**
 * While editing: empty block lists get room to drop into; images and links inside blocks are
 * not dragged on their own (their block is); and a draggable block is one even when its own
 * styles reset everything (the Button block's `all: unset`).
 */
const EDITING_CSS =
  '.builder-blocks.no-blocks{min-height:48px;outline:1px dashed #9aa4b5;outline-offset:-4px}' +
  '[builder-id] img,[builder-id] a{-webkit-user-drag:none}' +
  '[builder-id][draggable=true]{-webkit-user-drag:element}'

/**
 * Drag and drop in the canvas. Blocks of the page move with Pragmatic drag and drop's element
 * adapter: the block under the pointer becomes draggable (not inside text being edited),
 * the content is the drop target, the place under the pointer is found by hit-testing
 * (`findDropPlace`) and sent as `tessera.v1.dragOver` when it changes, and a drop sends
 * `tessera.v1.drop` with the block and the place. The editor's own drags (palette items,
 * layers) cannot enter a frame of another origin (browsers block drags between cross-origin
 * frames of one page): the editor asks with `tessera.v1.dragProbe` where a drop at a point
 * would go, answered the same way. Either way the editor decides what changes: this frame only
 * names places. Returns the cleanup.
 */
export function startCanvasDnd(options: CanvasDndOptions): CanvasDnd {
  const { root, contentId, post } = options
  const doc = root.ownerDocument
  // The place under the pointer, as last sent; a drop goes there.
  let current: CanvasDropPlace | null = null

  const over = (place: CanvasDropPlace | null) => {
    if (JSON.stringify(place) === JSON.stringify(current)) return
    current = place
    post(
      createMessage('tessera.v1.dragOver', { version: EDITOR_PROTOCOL_VERSION, contentId, place }),
    )
  }

  const follow = (input: PointerInput, dragged: string | undefined) =>
    over(
      findDropPlace({
        root,
        // Not the element Pragmatic drag and drop puts under the pointer just after a drop.
        target: getElementFromPointWithoutHoneypot({ x: input.clientX, y: input.clientY }),
        input,
        ...(dragged === undefined ? {} : { dragged }),
      }),
    )

  const draggedId = (data: Record<string | symbol, unknown>) =>
    typeof data[BLOCK_KEY] === 'string' ? data[BLOCK_KEY] : undefined

  // The block under the pointer is draggable, from before a button goes down on it.
  let dragBlock: Element | null = null
  let releaseBlock = () => {}
  const onPointerOver = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const editable = target instanceof HTMLElement && target.isContentEditable
    const block = editable ? null : target?.closest('[builder-id]')
    const blockId = block?.getAttribute('builder-id')
    const next = block instanceof HTMLElement && blockId && root.contains(block) ? block : null
    if (next === dragBlock) return
    releaseBlock()
    releaseBlock = () => {}
    dragBlock = next
    if (next && blockId) {
      releaseBlock = draggable({ element: next, getInitialData: () => ({ [BLOCK_KEY]: blockId }) })
    }
  }

  const style = doc.createElement('style')
  style.textContent = EDITING_CSS
  doc.head.append(style)
  root.addEventListener('pointerover', onPointerOver)

  const stopTarget = dropTargetForElements({
    element: root,
    canDrop: ({ source }) => draggedId(source.data) !== undefined,
    onDrag: ({ source, location }) => follow(location.current.input, draggedId(source.data)),
    onDragLeave: () => over(null),
    onDrop: ({ source }) => {
      const blockId = draggedId(source.data)
      const place = current
      over(null)
      if (!blockId || !place) return
      post(
        createMessage('tessera.v1.drop', {
          version: EDITOR_PROTOCOL_VERSION,
          contentId,
          blockId,
          place,
        }),
      )
    },
  })

  return {
    probe({ point, blockId }) {
      if (point === null) over(null)
      else follow({ clientX: point.x, clientY: point.y }, blockId)
    },
    stop() {
      stopTarget()
      releaseBlock()
      root.removeEventListener('pointerover', onPointerOver)
      style.remove()
    },
  }
}
