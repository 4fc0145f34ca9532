import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine'
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter'
import { dropTargetForExternal } from '@atlaskit/pragmatic-drag-and-drop/external/adapter'
import {
  CANVAS_DRAG_MEDIA_TYPE,
  createMessage,
  EDITOR_PROTOCOL_VERSION,
} from '@tessera/core/editor'
import type { CanvasDragSource, CanvasDropPlace, SiteToEditorMessage } from '@tessera/core/editor'
import { findDropPlace } from './find-drop-place.ts'
import type { PointerInput } from './find-drop-place.ts'

/** Options of {@link startCanvasDnd}. */
export interface CanvasDndOptions {
  /** The content wrapper: its blocks are dragged, drops land in it. */
  root: HTMLElement
  contentId: string
  post: (message: SiteToEditorMessage) => void
}

/** Key of a block drag's data (a drag started in this frame). */
const BLOCK_KEY = 'tesseraBlockId'

/**
 * While editing: empty block lists get room to drop into, and images and links inside blocks
 * are not dragged on their own (their block is).
 */
const EDITING_CSS =
  '.builder-blocks.no-blocks{min-height:48px;outline:1px dashed #9aa4b5;outline-offset:-4px}' +
  '[builder-id] img,[builder-id] a{-webkit-user-drag:none}'

/**
 * Drag and drop in the canvas, with Pragmatic drag and drop. The content is one drop target for
 * two kinds of drag: the editor's (a palette item, through the external adapter: a native drag
 * from the parent window carrying {@link CANVAS_DRAG_MEDIA_TYPE} with an opaque token), and a
 * block of the page (the element adapter: the block under the pointer becomes draggable when
 * the pointer goes down on it, not inside text being edited). The place under the pointer is
 * found by hit-testing (`findDropPlace`) and sent as `tessera.v1.dragOver` when it changes; a
 * drop sends `tessera.v1.drop` with the place and the token or block id. The editor decides
 * what to do: this frame only names places. Returns the cleanup.
 */
export function startCanvasDnd(options: CanvasDndOptions): () => void {
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

  const follow = (input: PointerInput, dragged?: string) =>
    over(
      findDropPlace({
        root,
        target: doc.elementFromPoint(input.clientX, input.clientY),
        input,
        ...(dragged === undefined ? {} : { dragged }),
      }),
    )

  const drop = (source: CanvasDragSource) => {
    const place = current
    over(null)
    if (!place) return
    post(
      createMessage('tessera.v1.drop', {
        version: EDITOR_PROTOCOL_VERSION,
        contentId,
        source,
        place,
      }),
    )
  }

  const draggedId = (data: Record<string | symbol, unknown>) =>
    typeof data[BLOCK_KEY] === 'string' ? data[BLOCK_KEY] : undefined

  // The block the pointer went down on is the one a drag moves.
  let releaseBlock = () => {}
  const onPointerDown = (event: PointerEvent) => {
    releaseBlock()
    releaseBlock = () => {}
    const target = event.target instanceof Element ? event.target : null
    if (!target || (target instanceof HTMLElement && target.isContentEditable)) return
    if (target.closest('input, textarea, select')) return
    const block = target.closest('[builder-id]')
    const blockId = block?.getAttribute('builder-id')
    if (!(block instanceof HTMLElement) || !blockId || !root.contains(block)) return
    releaseBlock = draggable({ element: block, getInitialData: () => ({ [BLOCK_KEY]: blockId }) })
  }

  const style = doc.createElement('style')
  style.textContent = EDITING_CSS
  doc.head.append(style)
  root.addEventListener('pointerdown', onPointerDown, true)

  const stop = combine(
    dropTargetForExternal({
      element: root,
      canDrop: ({ source }) => source.types.includes(CANVAS_DRAG_MEDIA_TYPE),
      onDrag: ({ location }) => follow(location.current.input),
      onDragLeave: () => over(null),
      onDrop: ({ source }) => {
        const token = source.getStringData(CANVAS_DRAG_MEDIA_TYPE)
        if (token) drop({ kind: 'external', token })
        else over(null)
      },
    }),
    dropTargetForElements({
      element: root,
      canDrop: ({ source }) => draggedId(source.data) !== undefined,
      onDrag: ({ source, location }) => follow(location.current.input, draggedId(source.data)),
      onDragLeave: () => over(null),
      onDrop: ({ source }) => {
        const blockId = draggedId(source.data)
        if (blockId) drop({ kind: 'block', blockId })
        else over(null)
      },
    }),
  )

  return () => {
    stop()
    releaseBlock()
    root.removeEventListener('pointerdown', onPointerDown, true)
    style.remove()
  }
}
