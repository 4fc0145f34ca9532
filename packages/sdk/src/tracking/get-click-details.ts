import { getClickOffset } from './get-click-offset.ts'
import type { ClickOffset, ClickRect } from './get-click-offset.ts'

/** The parts of a DOM `Element` that click tracking reads (any real element fits). */
export interface ClickElement {
  readonly id: string
  getAttribute(name: string): string | null
  getBoundingClientRect(): ClickRect
  readonly parentElement: ClickElement | null
  querySelectorAll(selectors: string): ArrayLike<ClickElement>
}

/** The parts of a `MouseEvent` that click tracking reads. */
export interface ClickEventLike {
  readonly target: unknown
  readonly clientX: number
  readonly clientY: number
}

/** What a click tells about where it landed. */
export interface ClickDetails {
  /** Id (`builder-…`) of the nearest block around the click target. */
  targetBuilderElement?: string
  /** Where the click landed inside its target element. */
  targetOffset?: ClickOffset
  /** Where the click landed inside the nearest block. */
  builderTargetOffset?: ClickOffset
  /** Position of that block among the blocks with the same id (repeated blocks). */
  builderElementIndex?: number
}

const BUILDER_PREFIX = 'builder-'
const BLOCK_SELECTOR = '[builder-id], [id^="builder-"]'

function isClickElement(value: unknown): value is ClickElement {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Record<keyof ClickElement, unknown>>
  return (
    typeof candidate.getAttribute === 'function' &&
    typeof candidate.getBoundingClientRect === 'function'
  )
}

/** The block id of an element: its `builder-id` attribute or its `id`, when they start `builder-`. */
export function getBuilderId(element: ClickElement): string | undefined {
  const attribute = element.getAttribute('builder-id')
  if (attribute?.startsWith(BUILDER_PREFIX)) return attribute
  return element.id?.startsWith(BUILDER_PREFIX) ? element.id : undefined
}

/** The nearest element from `start` upwards (stopping at `boundary`) that is a block. */
function findBuilderElement(
  start: ClickElement,
  boundary: ClickElement | undefined,
): { element: ClickElement; id: string } | undefined {
  for (let element: ClickElement | null = start; element; element = element.parentElement) {
    const id = getBuilderId(element)
    if (id !== undefined) return { element, id }
    if (element === boundary) return undefined
  }
  return undefined
}

function indexAmongSameId(
  root: ClickElement,
  element: ClickElement,
  id: string,
): number | undefined {
  const sameId = Array.from(root.querySelectorAll(BLOCK_SELECTOR)).filter(
    (candidate) => getBuilderId(candidate) === id,
  )
  const index = sameId.indexOf(element)
  return index >= 0 ? index : undefined
}

/**
 * Reads where a click landed: the nearest block around its target (searching up to
 * `contentElement`, the content's wrapper), the click's offsets within the target and within
 * that block, and the block's index among repeated copies. Never throws; a field that cannot
 * be read is left out.
 */
export function getClickDetails(
  event: ClickEventLike,
  contentElement?: ClickElement,
): ClickDetails {
  const details: ClickDetails = {}
  const target = event.target
  if (!isClickElement(target)) return details
  try {
    details.targetOffset = getClickOffset(event, target.getBoundingClientRect())
    const found = findBuilderElement(target, contentElement)
    if (!found) return details
    details.targetBuilderElement = found.id
    details.builderTargetOffset = getClickOffset(event, found.element.getBoundingClientRect())
    if (contentElement && typeof contentElement.querySelectorAll === 'function') {
      const index = indexAmongSameId(contentElement, found.element, found.id)
      if (index !== undefined) details.builderElementIndex = index
    }
  } catch {
    // A detached or exotic element: report what we have.
  }
  return details
}
