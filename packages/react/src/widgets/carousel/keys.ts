import type { KeyboardEvent } from 'react'

/** Where arrow keys belong to the focused element: form fields, widgets that use them. */
const OWN_ARROWS =
  'input,textarea,select,[role=tab],[role=tablist],[role=slider],[role=listbox],[role=menu]'

const ARROW_KEYS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 }

/**
 * Where a keydown on the carousel (its root's handler) moves it: -1 for ArrowLeft, 1 for
 * ArrowRight, 0 to leave the key alone. Left alone: other keys, keys with Alt, Ctrl or Meta
 * (browser shortcuts), keys already handled (`defaultPrevented`: a nested Tabs widget or
 * carousel), and keys from a form field, editable content or an element inside one of role
 * tab, tablist, slider, listbox or menu (within the carousel), which use arrows themselves.
 */
export function arrowKeyDirection(e: KeyboardEvent<HTMLElement>): number {
  const target = e.target as HTMLElement
  const dir = ARROW_KEYS[e.key]
  return !dir ||
    e.defaultPrevented ||
    e.altKey ||
    e.ctrlKey ||
    e.metaKey ||
    target.isContentEditable ||
    e.currentTarget.contains(target.closest(OWN_ARROWS))
    ? 0
    : dir
}
