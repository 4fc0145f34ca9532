/**
 * `#editor-bridge` in browser builds (the `browser` import condition): the editor bridge (and
 * the editor protocol of `@tessera/sdk/editor` and `@tessera/core/editor` it uses) is a
 * separate chunk, fetched with a dynamic `import()` only when the page is being edited.
 * @module
 */
import type { EditorBridgeModule } from './editor-bridge-loader.ts'

export type { EditorBridgeModule }

/** The editor bridge when it is available synchronously: never, in this build. */
export function getLoadedEditorBridge(): EditorBridgeModule | undefined {
  return undefined
}

/** Loads the editor bridge chunk (the module system caches it: later calls are cheap). */
export function loadEditorBridge(): Promise<EditorBridgeModule> {
  return import('../editing/editor-bridge.ts')
}
