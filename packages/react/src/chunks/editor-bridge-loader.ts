/**
 * `#editor-bridge` as servers, tests and any non-browser build get it: the editor bridge is
 * bundled and available at once, so `<Content>` connects to the editor in the same render as
 * before. Browser builds resolve the `browser` condition to `editor-bridge-loader.browser.ts`.
 * @module
 */
import * as editorBridgeModule from '../editing/editor-bridge.ts'

/** What the editor bridge module (`editing/editor-bridge.ts`) exports. */
export type EditorBridgeModule = typeof editorBridgeModule

/** The editor bridge when it is available synchronously: always, in this build. */
export function getLoadedEditorBridge(): EditorBridgeModule | undefined {
  return editorBridgeModule
}

/** Resolves to the editor bridge module (at once, in this build). */
export function loadEditorBridge(): Promise<EditorBridgeModule> {
  return Promise.resolve(editorBridgeModule)
}
