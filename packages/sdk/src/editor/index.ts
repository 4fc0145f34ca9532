/**
 * @tessera/sdk/editor — the site side of editor messaging: announcing the SDK, listening for
 * the editor's messages and posting to it. A subpath of its own so that browser bundles load it
 * only in the editor; `isEditing` / `isPreviewing` (which tell whether that is the case) are in
 * `@tessera/sdk`.
 * @module
 */
export { subscribeToEditor } from './subscribe-to-editor.ts'
export type {
  SubscribeToEditorOptions,
  IgnoredReason,
  EditorContentSubscription,
} from './subscribe-to-editor.ts'
export { register, getRegistered, setEditorSettings } from './editor-settings.ts'
export type { EditorSettingsOptions } from './editor-settings.ts'
export { postToEditor } from './post-to-editor.ts'
export { createEditorTarget } from './editor-target.ts'
export type { EditorTarget } from './editor-target.ts'
export { readParentOrigin } from './parent-origin.ts'
export type { ParentOrigin, ParentOriginSource } from './parent-origin.ts'
export { resolveEditorTrust } from './editor-trust.ts'
export type { PostToEditorOptions, MessageTarget } from './post-to-editor.ts'
export { announceSdk } from './announce-sdk.ts'
export type { ActionToAnnounce, AnnounceSdkOptions, SdkCapabilities } from './announce-sdk.ts'
