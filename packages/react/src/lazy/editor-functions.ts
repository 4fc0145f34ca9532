/**
 * Builder gen-2's editor functions at `@tessera/react`'s root (`subscribeToEditor`, `register`,
 * `setEditorSettings`). Each loads `@tessera/sdk/editor` with a dynamic import on its first call,
 * so a page that imports `<Content>` from the root does not carry the editor messaging code in
 * its initial chunks (a static re-export would put it there: the editor bridge's lazy chunk uses
 * the same modules, and a code-splitting bundler then shares them with the page's chunks).
 * @module
 */
import type {
  EditorContentSubscription,
  EditorSettingsOptions,
  SubscribeToEditorOptions,
} from '@tessera/sdk/editor'
import type { EditorSettingsData, EditorToSiteMessage } from '@tessera/core/editor'
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
 * Listens for messages from the editor: `@tessera/sdk/editor`'s `subscribeToEditor`, loaded on
 * the first call (the subscription starts once it has loaded).
 * @returns a function that unsubscribes (safe to call more than once, also before the load)
 */
export function subscribeToEditor(
  handler: (message: EditorToSiteMessage, event: MessageEvent) => void,
  options?: SubscribeToEditorOptions,
): () => void
/**
 * Builder gen-2's form: announces the SDK to the editor framing the page and calls `callback`
 * with the content of each `builder.contentUpdate` for `model` (see `@tessera/sdk/editor`).
 * @example
 * const stop = subscribeToEditor({ model: 'announcement', apiKey, callback: setContent })
 */
export function subscribeToEditor(options: EditorContentSubscription): () => void
export function subscribeToEditor(
  handlerOrOptions:
    ((message: EditorToSiteMessage, event: MessageEvent) => void) | EditorContentSubscription,
  options?: SubscribeToEditorOptions,
): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  loadEditor().then((editor) => {
    if (stopped) return
    stop =
      typeof handlerOrOptions === 'function'
        ? editor.subscribeToEditor(handlerOrOptions, options)
        : editor.subscribeToEditor(handlerOrOptions)
  }, reportLoadError)
  return () => {
    stopped = true
    stop?.()
    stop = undefined
  }
}

/**
 * Registers something with the editor, as Builder's gen-2 `register`: `@tessera/sdk/editor`'s
 * `register`, loaded on the first call.
 * @returns whether the editor was told (false on the server, outside the editor, or when the
 * framing page is not trusted)
 * @example register('insertMenu', { name: 'Our components', items: [{ name: 'Hero' }] })
 */
export function register(
  type: string,
  info: Record<string, unknown>,
  options?: EditorSettingsOptions,
): Promise<boolean> {
  return loadEditor().then(
    (editor) => editor.register(type, info, options),
    (error: unknown) => {
      reportLoadError(error)
      return false
    },
  )
}

/**
 * Changes the editor's settings, as Builder's gen-2 `setEditorSettings`: `@tessera/sdk/editor`'s
 * `setEditorSettings`, loaded on the first call.
 * @returns whether the editor was told
 */
export function setEditorSettings(
  settings: EditorSettingsData,
  options?: EditorSettingsOptions,
): Promise<boolean> {
  return loadEditor().then(
    (editor) => editor.setEditorSettings(settings, options),
    (error: unknown) => {
      reportLoadError(error)
      return false
    },
  )
}
