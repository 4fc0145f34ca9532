/**
 * @tessera/sdk — the content client: fetching, user attributes, split tests, tracking and the
 * site side of editor messaging. Web standards only; imports nothing of ours but @tessera/core.
 * @module
 */
export {
  DEFAULT_LIMIT,
  DEFAULT_OMIT,
  DEFAULT_API_VERSION,
  DEFAULT_API_HOST,
  TRACK_THROTTLE_MS,
  IMAGE_WIDTHS,
  TEST_COOKIE_DAYS,
  SESSION_COOKIE_MINUTES,
} from '@tessera/core'
export type { Entry, Block, UserAttributes, TrackedEvent } from '@tessera/core'
export {
  serializeCookie,
  parseCookieHeader,
  createDocumentCookieJar,
  createHeaderCookieJar,
} from './cookies.ts'
export type { CookieOptions, CookieJar, HeaderCookieJar } from './cookies.ts'
export { assignVariation, TEST_COOKIE_MAX_AGE_SECONDS } from './split-test/assign-variation.ts'
export type { AssignVariationOptions } from './split-test/assign-variation.ts'
export { readForcedVariations } from './split-test/read-forced-variations.ts'
export { isEditing, isPreviewing } from './editor/is-editing.ts'
export type { EditingCheckOptions } from './editor/is-editing.ts'
export { subscribeToEditor } from './editor/subscribe-to-editor.ts'
export type { SubscribeToEditorOptions, IgnoredReason } from './editor/subscribe-to-editor.ts'
export { postToEditor } from './editor/post-to-editor.ts'
export type { PostToEditorOptions, MessageTarget } from './editor/post-to-editor.ts'
export { announceSdk } from './editor/announce-sdk.ts'
export type { AnnounceSdkOptions, SdkCapabilities } from './editor/announce-sdk.ts'
