/**
 * What user input does to an accordion: which items a click opens, where a key moves the focus,
 * which keys and clicks toggle an item.
 * @module
 */

/**
 * The open items after a click on item `index`: an open item closes; a closed one opens,
 * alone when `exclusive` (`oneAtATime` or `grid`), else beside the others.
 */
export function toggleOpen(
  open: readonly number[],
  index: number,
  exclusive: boolean,
): readonly number[] {
  if (open.includes(index)) return open.filter((item) => item !== index)
  return exclusive ? [index] : [...open, index]
}

/**
 * The index of the title that a key moves the focus to from title `index` (WAI-ARIA accordion
 * pattern): ArrowDown/ArrowUp to the next/previous title, wrapping; Home/End to the first/last.
 * `undefined` for any other key.
 */
export function focusTarget(key: string, index: number, count: number): number | undefined {
  if (count < 1) return undefined
  if (key === 'ArrowDown') return (index + 1) % count
  if (key === 'ArrowUp') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/** Whether `key` activates the focused title (as a button): Enter or Space. */
export const isToggleKey = (key: string): boolean => key === 'Enter' || key === ' '

/** Elements that have an activation of their own (and the focusable ones). */
const INTERACTIVE = 'a[href],button,input,select,textarea,summary,[tabindex]'

/**
 * Whether a click on the title is the keyboard (or assistive technology) activation of an
 * interactive element nested in the title's `button` (its `role="button"` element), such as a
 * link or button among the title's blocks: a click without a pointer (`detail` 0, what Enter
 * on a native button or link dispatches) whose target is in such an element other than
 * `button` itself. Those keep their own behaviour and do not toggle the item; a pointer click
 * anywhere on the title does, as does a click without a pointer on the title itself.
 */
export function isNestedActivation(
  target: EventTarget,
  detail: number,
  button: Element | null,
): boolean {
  const element = target as Partial<Element>
  if (detail !== 0 || !button || typeof element.closest !== 'function') return false
  const interactive = element.closest(INTERACTIVE)
  return interactive !== button && button.contains(interactive)
}
