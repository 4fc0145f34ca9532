/**
 * Builder gen-2's editor functions at `@tessera/react`'s root (`subscribeToEditor`, `register`,
 * `setEditorSettings`). Each loads `@tessera/sdk/editor` with a dynamic import on its first call,
 * so a page that imports `<Content>` from the root does not carry the editor messaging code in
 * its initial chunks (a static re-export would put it there: the editor bridge's lazy chunk uses
 * the same modules, and a code-splitting bundler then shares them with the page's chunks).
 * @module
 */
import type * as editorApi from '@tessera/sdk/editor'

type EditorModule = typeof editorApi

let editorModule: Promise<EditorModule> | undefined

function loadEditor(): Promise<EditorModule> {
  editorModule ??= import('@tessera/sdk/editor')
  return editorModule
}

function reportLoadError(error: unknown): void {
  console.error('[Tessera]: the editor messaging code could not be loaded', error)
}

/**
 * `@tessera/sdk/editor`'s `subscribeToEditor` (both of its forms, typed as it is), loaded on the
 * first call; the subscription starts once it has loaded.
 * @returns a function that unsubscribes (safe to call more than once, also before the load)
 */
export const subscribeToEditor = ((...args: unknown[]): (() => void) => {
  let stopped = false
  let stop: (() => void) | undefined
  loadEditor().then((editor) => {
    if (stopped) return
    stop = (editor.subscribeToEditor as (...given: unknown[]) => () => void)(...args)
  }, reportLoadError)
  return () => {
    stopped = true
    stop?.()
    stop = undefined
  }
}) as EditorModule['subscribeToEditor']

/** Loads the editor code and tells the editor with it; false when the code could not load. */
function tellEditor(send: (editor: EditorModule) => boolean): Promise<boolean> {
  return loadEditor().then(send, (error: unknown) => {
    reportLoadError(error)
    return false
  })
}

/**
 * Registers something with the editor, as Builder's gen-2 `register`: `@tessera/sdk/editor`'s
 * `register`, loaded on the first call.
 * @returns whether the editor was told (false on the server, outside the editor, or when the
 * framing page is not trusted)
 * @example register('insertMenu', { name: 'Our components', items: [{ name: 'Hero' }] })
 */
export function register(...args: Parameters<EditorModule['register']>): Promise<boolean> {
  return tellEditor((editor) => editor.register(...args))
}

/**
 * Changes the editor's settings, as Builder's gen-2 `setEditorSettings`: `@tessera/sdk/editor`'s
 * `setEditorSettings`, loaded on the first call.
 * @returns whether the editor was told
 */
export function setEditorSettings(
  ...args: Parameters<EditorModule['setEditorSettings']>
): Promise<boolean> {
  return tellEditor((editor) => editor.setEditorSettings(...args))
}
