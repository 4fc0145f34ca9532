/**
 * Every constant of the protocol and of Tessera's behaviour, in one module, so that the
 * renderer, the SDK and the service agree. Values follow Builder's published SDKs.
 * @module
 */

/** Default number of entries per content request. */
export const DEFAULT_LIMIT = 30
/** Largest `limit` the content service accepts. */
export const MAX_LIMIT = 100
/** Fields omitted from responses unless the caller says otherwise. */
export const DEFAULT_OMIT = 'meta.componentsUsed'
/** API versions accepted by the content API. */
export const API_VERSIONS = ['v1', 'v3'] as const
export type ApiVersion = (typeof API_VERSIONS)[number]
/** Default API version of content requests. */
export const DEFAULT_API_VERSION: ApiVersion = 'v3'
/** Where the SDK looks for the content service when no `apiHost` is given (the service's default port). */
export const DEFAULT_API_HOST = 'http://localhost:4000'
/** Environments accepted by `builder.env` / `builder.api`. */
export const VALID_ENVS = [
  'production',
  'qa',
  'test',
  'development',
  'dev',
  'cdn-qa',
  'cloud',
  'fast',
  'cdn2',
  'cdn-prod',
] as const
export type BuilderEnv = (typeof VALID_ENVS)[number]

/** Tracking queue flush throttle. */
export const TRACK_THROTTLE_MS = 5
/** Throttle of the scroll listener of scroll-in-view animations. */
export const SCROLL_ANIMATION_THROTTLE_MS = 200
/** Slack added after an animation's duration and delay before its transition is cleared. */
export const ANIMATION_END_SLACK_MS = 100
/** Most Router prefetches in flight at once on hover. */
export const HOVER_PREFETCH_QUEUE = 4
/** Widths of an image's srcset. */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600, 2000] as const
/** Default aspect ratio (height / width) of Image and Raw:Img blocks. */
export const IMAGE_ASPECT_RATIO = 0.7041
/** Default aspect ratio of Video blocks. */
export const VIDEO_ASPECT_RATIO = 0.7004048582995948

/** Session id cookie lifetime (renewed on activity). */
export const SESSION_COOKIE_MINUTES = 30
/** Split-test cookie lifetime. */
export const TEST_COOKIE_DAYS = 30

/** Cookie and storage names. */
export const TEST_COOKIE_PREFIX = 'builder.tests.'
export const USER_ATTRIBUTES_COOKIE = 'builder.userAttributes'
export const SESSION_ID_COOKIE = 'builderSessionId'
export const VISITOR_ID_KEY = 'builderVisitorId'

/** Default breakpoints (max width in px of each size; large is the desktop default). */
export const BREAKPOINTS = { xsmall: 320, small: 640, medium: 991, large: 1200 } as const
/** Max width of `large` when content defines custom breakpoints. */
export const CUSTOM_LARGE_MAX = 2000

/** JSON type tags of the protocol. */
export const ELEMENT_TYPE = '@builder.io/sdk:Element'
export const QUERY_TYPE = '@builder.io/core:Query'
export const REQUEST_TYPE = '@builder.io/core:Request'
export const LOCALIZED_VALUE_TYPE = '@builder.io/core:LocalizedValue'

/**
 * User agents that never get tracked: crawlers, headless browsers, automation tools and DOM
 * emulators (happy-dom, jsdom), which run pages in tests and prerendering, never for a visitor.
 */
export const BOT_USER_AGENT_PATTERN =
  /bot|crawler|spider|robot|crawling|prerender|google|baidu|bing|msn|duckduckbot|teoma|slurp|yandex|phantom|headless|selenium|puppeteer|happydom|jsdom/i

/**
 * Hosts of an editor running on the developer's machine: trusted (any port) only while the site
 * runs in development (`trustLocalhost`), never on a deployed site, where any page on the
 * visitor's machine could otherwise drive it.
 */
export const LOCAL_EDITOR_HOSTS = ['localhost', '127.0.0.1'] as const

/** Name and version the SDK reports in `X-Builder-SDK*` headers and `builder.sdkInfo`. */
export const SDK_NAME = 'tessera'
export const SDK_VERSION = '0.1.0'
/** Prefix of our console messages. */
export const LOG_PREFIX = '[Tessera]: '
