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
