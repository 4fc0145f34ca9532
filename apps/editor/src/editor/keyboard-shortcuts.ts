import type { DocumentStore } from '../state/document-store.ts'
import { deleteBlocks, duplicateBlocks } from './block-actions.ts'
import { RELATION_KEYS, relativeBlock } from './relative-block.ts'
import type { Selection } from './selection.ts'

/** The editor's shortcuts, as listed in its help. */
export const SHORTCUTS: ReadonlyArray<[string, string]> = [
  ['Cmd/Ctrl + Z', 'Undo'],
  ['Cmd/Ctrl + Shift + Z, Ctrl + Y', 'Redo'],
  ['Cmd/Ctrl + C, X, V', 'Copy, cut, paste blocks (also between pages and tabs)'],
  ['Cmd/Ctrl + D', 'Duplicate the selected blocks'],
  ['Shift or Cmd/Ctrl + click', 'Select several blocks'],
  ['Delete, Backspace', 'Delete the selected blocks'],
  ['Cmd/Ctrl + S', 'Save now'],
  ['Escape', 'Select the parent, then nothing'],
  ['Cmd/Ctrl + ← / →', 'Select the parent / the first child'],
  ['Cmd/Ctrl + ↑ / ↓', 'Select the block before / after'],
  ['Alt + arrows (layers)', 'Move the block up, down, into, out of'],
]

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  return (
    element !== null &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  )
}

/** When the focus is on a layer, it moves to the newly selected block's layer. */
function followInLayers(target: EventTarget | null, id: string): void {
  const element = target as HTMLElement | null
  if (element?.getAttribute?.('role') !== 'treeitem') return
  const tree = element.closest('[role="tree"]')
  tree?.querySelector<HTMLElement>(`[role="treeitem"][data-block-id="${CSS.escape(id)}"]`)?.focus()
}

/** Handles a keydown of the editor; returns whether it was a shortcut. */
export function handleShortcut(
  event: KeyboardEvent,
  context: { store: DocumentStore; selection: Selection; saveNow: () => void; readOnly: boolean },
): boolean {
  const { store, selection } = context
  const mod = event.metaKey || event.ctrlKey
  const key = event.key.toLowerCase()
  if (mod && key === 's') {
    context.saveNow()
    return true
  }
  if (isTyping(event.target)) return false
  // Moving the selection changes nothing: viewers may too.
  const relation = RELATION_KEYS[event.key]
  if (mod && relation && selection.primary !== undefined) {
    const next = relativeBlock(store, selection.primary, relation)
    if (next !== undefined) {
      selection.select(next)
      followInLayers(event.target, next)
    }
    return true
  }
  if (context.readOnly) return false
  if (mod && key === 'z') {
    if (event.shiftKey) store.redo()
    else store.undo()
    return true
  }
  if (mod && key === 'y') {
    store.redo()
    return true
  }
  if (mod && key === 'd' && selection.ids.length > 0) {
    const copies = duplicateBlocks(store, selection.ids)
    selection.select(copies.at(-1) ?? null)
    return true
  }
  if ((key === 'delete' || key === 'backspace') && selection.ids.length > 0) {
    deleteBlocks(store, selection.ids)
    selection.select(null)
    return true
  }
  if (key === 'escape') {
    const primary = selection.primary
    const parent = primary === undefined ? undefined : store.block(primary)?.parent.owner
    selection.select(parent ? parent : null)
    return true
  }
  return false
}
