import { useEffect } from 'react'
import type { Autosave } from '../save/autosave.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { clipboardHandlers } from './clipboard.ts'
import { handleShortcut } from './keyboard-shortcuts.ts'
import type { Selection } from './selection.ts'

/**
 * While a page is open: the editor's keyboard shortcuts (see `SHORTCUTS`) on the window, and
 * copy / cut / paste of blocks through the system clipboard on the document.
 */
export function useEditorKeys(
  store: DocumentStore | undefined,
  autosave: Autosave | undefined,
  selection: Selection,
  readOnly: boolean,
): void {
  useEffect(() => {
    if (!store || !autosave) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      const handled = handleShortcut(event, {
        store,
        selection,
        readOnly,
        saveNow: () => void autosave.saveNow(),
      })
      if (handled) event.preventDefault()
    }
    const clipboard = clipboardHandlers(store, selection, () => readOnly)
    window.addEventListener('keydown', onKeyDown)
    document.addEventListener('copy', clipboard.copy)
    document.addEventListener('cut', clipboard.cut)
    document.addEventListener('paste', clipboard.paste)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('copy', clipboard.copy)
      document.removeEventListener('cut', clipboard.cut)
      document.removeEventListener('paste', clipboard.paste)
    }
  }, [store, autosave, selection, readOnly])
}
