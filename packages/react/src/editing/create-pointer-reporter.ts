import { createMessage, EDITOR_PROTOCOL_VERSION } from '@tessera/core/editor'
import type { BlockRect, SiteToEditorMessage } from '@tessera/core/editor'

/** Options of {@link createPointerReporter}. */
export interface PointerReporterOptions {
  /** The content wrapper; only elements inside it are reported. */
  root: Element
  contentId: string
  post: (message: SiteToEditorMessage) => void
}

/** What the pointer is on: a block, or an empty block list. */
type Located =
  | { kind: 'block'; blockId: string; element: Element }
  | { kind: 'empty'; parentElementId: string | null; dataPath: string }

function rectOf(element: Element): { rect?: BlockRect } {
  const rect = element.getBoundingClientRect()
  const values = [rect.top, rect.left, rect.width, rect.height]
  if (!values.every(Number.isFinite)) return {}
  return { rect: { top: rect.top, left: rect.left, width: rect.width, height: rect.height } }
}

function locate(target: EventTarget | null, root: Element): Located | undefined {
  let element = target instanceof Element ? target : null
  while (element && root.contains(element)) {
    if (element.classList.contains('builder-blocks') && element.classList.contains('no-blocks')) {
      return {
        kind: 'empty',
        parentElementId: element.getAttribute('builder-parent-id'),
        dataPath: element.getAttribute('builder-path') ?? 'data.blocks',
      }
    }
    const blockId = element.getAttribute('builder-id')
    if (blockId) return { kind: 'block', blockId, element }
    element = element.parentElement
  }
  return undefined
}

/**
 * DOM listeners that tell the editor what the author points at and clicks: blocks as
 * `tessera.v1.blockHover` / `tessera.v1.blockSelect` (with the block's box), empty block lists
 * as `builder.hoverEmptyBlocks` / `builder.clickEmptyBlocks`. Hover messages are sent only when
 * the target changes; leaving the content sends `blockHover` with `blockId: null`. Clicks on
 * links do not navigate.
 */
export function createPointerReporter(options: PointerReporterOptions) {
  const { root, contentId, post } = options
  let lastHover = ''

  // The message for what the pointer is on: a block (with its box) or an empty block list.
  const describe = (located: Located, action: 'hover' | 'click'): SiteToEditorMessage => {
    if (located.kind === 'empty') {
      const data = { parentElementId: located.parentElementId, dataPath: located.dataPath }
      return action === 'hover'
        ? createMessage('builder.hoverEmptyBlocks', data)
        : createMessage('builder.clickEmptyBlocks', data)
    }
    const data = {
      version: EDITOR_PROTOCOL_VERSION,
      blockId: located.blockId,
      contentId,
      ...rectOf(located.element),
    } as const
    return action === 'hover'
      ? createMessage('tessera.v1.blockHover', data)
      : createMessage('tessera.v1.blockSelect', data)
  }

  const onMouseOver = (event: Event) => {
    const located = locate(event.target, root)
    if (!located) return
    const key = located.kind === 'block' ? `block:${located.blockId}` : `empty:${located.dataPath}`
    if (key === lastHover) return
    lastHover = key
    post(describe(located, 'hover'))
  }

  const onMouseLeave = () => {
    if (lastHover === '') return
    lastHover = ''
    post(
      createMessage('tessera.v1.blockHover', {
        version: EDITOR_PROTOCOL_VERSION,
        blockId: null,
        contentId,
      }),
    )
  }

  const onClick = (event: Event) => {
    const located = locate(event.target, root)
    if (!located) return
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
    post(describe(located, 'click'))
  }

  return { onMouseOver, onMouseLeave, onClick }
}
