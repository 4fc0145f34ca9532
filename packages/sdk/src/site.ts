/**
 * `@tessera/sdk/site`: the SDK without its fetching code: cookies, split tests, editing checks,
 * search params, user attributes and tracking. A page's first bundle takes this (through
 * @tessera/react) and `@tessera/sdk/lazy-fetch`, so the fetching code loads on the first fetch.
 * The main entry `@tessera/sdk` is this plus fetching.
 * @module
 */
export { constants } from '@tessera/core'
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
// Editor messaging is the subpath '@tessera/sdk/editor' (loaded only in the editor).
export { getBuilderSearchParams, toUrlSearchParams } from './search-params.ts'
export type { SearchParamsInput } from './search-params.ts'
export { getDefaultUserAttributes, createUserAttributesStore } from './user-attributes.ts'
export { setClientUserAttributes, getClientUserAttributes } from './client-user-attributes.ts'
export type {
  DefaultUserAttributesOptions,
  UserAttributesStore,
  UserAttributesStoreOptions,
} from './user-attributes.ts'
export { createTracker } from './tracking/create-tracker.ts'
export { track } from './tracking/track.ts'
export type { TrackEnvironment, TrackOptions } from './tracking/track.ts'
export type { Tracker, ContentRef, ConversionData } from './tracking/create-tracker.ts'
export type {
  TrackerOptions,
  TrackerLogger,
  TrackerDocument,
  TrackerWindow,
} from './tracking/tracker-options.ts'
export type { TrackData } from './tracking/build-tracked-event.ts'
export type { ClickEventLike, ClickElement, ClickDetails } from './tracking/get-click-details.ts'
export { getClickOffset } from './tracking/get-click-offset.ts'
export type { ClickOffset, ClickRect } from './tracking/get-click-offset.ts'
export { isBotUserAgent } from './tracking/is-bot-user-agent.ts'
