import { attachClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/attach-closest-edge'
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge/extract-closest-edge'
import type { BlockRect, CanvasDropPlace } from '@tessera/core/editor'

/** A pointer position in the frame's viewport. */
export interface PointerInput {
  clientX: number
  clientY: number
}

/** Options of {@link findDropPlace}. */
export interface FindDropPlaceOptions {
  /** The content wrapper: only places inside it are found. */
  root: Element
  /** The innermost element under the pointer (`document.elementFromPoint`). */
  target: Element | null
  input: PointerInput
  /** Id of the block being moved: no place in or next to itself (or inside its descendants). */
  dragged?: string
}

/** A box of the frame's viewport. */
export function rectOf(element: Element): BlockRect {
  const { top, left, width, height } = element.getBoundingClientRect()
  return { top, left, width, height }
}

const isEmptyList = (element: Element) =>
  element.classList.contains('builder-blocks') && element.classList.contains('no-blocks')

/** Whether the blocks of the list holding `element` run in a row (a flex row). */
function runsInRow(element: Element): boolean {
  const parent = element.parentElement
  if (!parent) return false
  const style = getComputedStyle(parent)
  return style.display.includes('flex') && style.flexDirection.startsWith('row')
}

/** Before or after a block, by the closest edge along its list's axis. */
function placeAtBlock(element: Element, input: PointerInput): CanvasDropPlace {
  const axis = runsInRow(element) ? 'horizontal' : 'vertical'
  const edge = extractClosestEdge(
    attachClosestEdge(
      {},
      {
        element,
        input: input as Parameters<typeof attachClosestEdge>[1]['input'],
        allowedEdges: axis === 'horizontal' ? ['left', 'right'] : ['top', 'bottom'],
      },
    ),
  )
  return {
    edge: edge === 'top' || edge === 'left' ? 'before' : 'after',
    blockId: element.getAttribute('builder-id') ?? '',
    axis,
    rect: rectOf(element),
  }
}

/** The block of `list` (its direct block children) closest to the pointer. */
function closestBlockIn(list: Element, input: PointerInput): Element | undefined {
  let best: Element | undefined
  let bestDistance = Infinity
  for (const child of list.children) {
    if (!child.hasAttribute('builder-id')) continue
    const box = child.getBoundingClientRect()
    const dx = Math.max(box.left - input.clientX, 0, input.clientX - box.right)
    const dy = Math.max(box.top - input.clientY, 0, input.clientY - box.bottom)
    const distance = dx * dx + dy * dy
    if (distance < bestDistance) {
      best = child
      bestDistance = distance
    }
  }
  return best
}

/** Whether `element` is the dragged block or inside it. */
function isWithinDragged(element: Element, root: Element, dragged: string | undefined): boolean {
  if (dragged === undefined) return false
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    if (at.getAttribute('builder-id') === dragged) return true
  }
  return false
}

/**
 * Where a drop at the pointer would go, by hit-testing the page's `builder-id` elements: inside
 * the empty block list under the pointer (`div.builder-blocks.no-blocks`), else before or after
 * the innermost block under it, by its closest edge along its list's axis (left / right in a
 * flex row, else top / bottom). Between blocks of a list (its gaps, padding), the closest block
 * of that list; anywhere else in the content, the closest top-level block. `null` when the
 * pointer is outside the content or on the dragged block itself.
 */
export function findDropPlace(options: FindDropPlaceOptions): CanvasDropPlace | null {
  const { root, target, input, dragged } = options
  if (!target || !root.contains(target)) return null
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (isEmptyList(element)) {
      if (isWithinDragged(element, root, dragged)) return null
      return {
        edge: 'inside',
        parentId: element.getAttribute('builder-parent-id'),
        dataPath: element.getAttribute('builder-path') ?? 'data.blocks',
        rect: rectOf(element),
      }
    }
    if (element.hasAttribute('builder-id')) {
      return isWithinDragged(element, root, dragged) ? null : placeAtBlock(element, input)
    }
    const list = element.classList.contains('builder-blocks')
      ? element
      : element === root
        ? root.querySelector('.builder-blocks')
        : null
    const closest = list ? closestBlockIn(list, input) : undefined
    if (closest) {
      return isWithinDragged(closest, root, dragged) ? null : placeAtBlock(closest, input)
    }
    if (element === root) return null
  }
  return null
}
