/**
 * @tessera/sdk — the content client: fetching, user attributes, split tests, tracking and the
 * site side of editor messaging. Web standards only; imports nothing of ours but @tessera/core.
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
export { fetchEntries, fetchOneEntry } from './fetch/fetch-entries.ts'
export type { FetchEntriesOptions } from './fetch/fetch-entries.ts'
export { buildContentUrl } from './fetch/build-content-url.ts'
export type { ContentUrlOptions } from './fetch/build-content-url.ts'
export { createContentClient } from './fetch/create-content-client.ts'
export type { ContentClient, ContentClientOptions } from './fetch/create-content-client.ts'
export type { ContentObservable } from './fetch/content-observable.ts'
export type { GetContentOptions, ContentFormat } from './fetch/plan-get-request.ts'
export type { FetchFunction } from './fetch/request-json.ts'
export { getBuilderSearchParams, toUrlSearchParams } from './search-params.ts'
export type { SearchParamsInput } from './search-params.ts'
export { getDefaultUserAttributes, createUserAttributesStore } from './user-attributes.ts'
export type {
  DefaultUserAttributesOptions,
  UserAttributesStore,
  UserAttributesStoreOptions,
} from './user-attributes.ts'
export { createTracker } from './tracking/create-tracker.ts'
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
