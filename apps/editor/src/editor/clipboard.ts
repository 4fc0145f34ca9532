import type { DocumentStore } from '../state/document-store.ts'
import { isBlock } from '../state/find-slots.ts'
import type { JsonObject } from '../state/doc-types.ts'
import { deleteBlocks, insertBlocks, insertionPoint, topmost } from './block-actions.ts'
import type { Selection } from './selection.ts'

/** The marker of Tessera block JSON on the clipboard (other JSON is not pasted as blocks). */
export const CLIPBOARD_KIND = 'tessera/blocks'

/** What goes on the system clipboard: Builder block JSON, so it pastes across pages and tabs. */
export interface ClipboardBlocks {
  kind: typeof CLIPBOARD_KIND
  blocks: JsonObject[]
}

/** The selected blocks (the topmost of a nested selection) as clipboard text. */
export function copyText(store: DocumentStore, ids: readonly string[]): string {
  const blocks = topmost(store, ids).map((id) => store.blockJson(id))
  return JSON.stringify({ kind: CLIPBOARD_KIND, blocks } satisfies ClipboardBlocks)
}

/** Blocks from clipboard text: ours, a Builder block, or a list of them; undefined otherwise. */
export function readClipboardBlocks(text: string): JsonObject[] | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  const list =
    typeof value === 'object' &&
    value !== null &&
    (value as ClipboardBlocks).kind === CLIPBOARD_KIND
      ? (value as ClipboardBlocks).blocks
      : Array.isArray(value)
        ? value
        : [value]
  return Array.isArray(list) && list.length > 0 && list.every(isBlock)
    ? (list as JsonObject[])
    : undefined
}

/**
 * The editor's copy, cut and paste, on the browser's clipboard events: copy puts the selected
 * blocks' JSON on the system clipboard (so another page or tab of the editor can paste it), cut
 * also deletes them, paste inserts blocks (with new ids) after the selection. Events whose
 * target is a text field are left to the browser.
 */
export function clipboardHandlers(
  store: DocumentStore,
  selection: Selection,
  readOnly: () => boolean,
) {
  const inField = (event: ClipboardEvent) => {
    const target = event.target as HTMLElement | null
    return (
      target !== null &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
    )
  }
  return {
    copy(event: ClipboardEvent) {
      if (inField(event) || selection.ids.length === 0) return
      event.clipboardData?.setData('text/plain', copyText(store, selection.ids))
      event.preventDefault()
    },
    cut(event: ClipboardEvent) {
      if (inField(event) || selection.ids.length === 0 || readOnly()) return
      event.clipboardData?.setData('text/plain', copyText(store, selection.ids))
      deleteBlocks(store, selection.ids)
      selection.select(null)
      event.preventDefault()
    },
    paste(event: ClipboardEvent) {
      if (inField(event) || readOnly()) return
      const blocks = readClipboardBlocks(event.clipboardData?.getData('text/plain') ?? '')
      if (!blocks) return
      const ids = insertBlocks(store, blocks, insertionPoint(store, selection.primary), 'Paste')
      selection.select(ids.at(-1) ?? null)
      event.preventDefault()
    },
  }
}
