/**
 * @tessera/core — the content model and the rules shared by the SDK, the renderer and the
 * content service. No dependencies on the rest of Tessera, no React, no `node:*`.
 * @module
 */
export * as constants from './constants.ts'
export {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  DEFAULT_OMIT,
  API_VERSIONS,
  DEFAULT_API_VERSION,
  DEFAULT_API_HOST,
  VALID_ENVS,
  TRACK_THROTTLE_MS,
  SCROLL_ANIMATION_THROTTLE_MS,
  ANIMATION_END_SLACK_MS,
  HOVER_PREFETCH_QUEUE,
  IMAGE_WIDTHS,
  IMAGE_ASPECT_RATIO,
  VIDEO_ASPECT_RATIO,
  SESSION_COOKIE_MINUTES,
  TEST_COOKIE_DAYS,
  TEST_COOKIE_PREFIX,
  USER_ATTRIBUTES_COOKIE,
  SESSION_ID_COOKIE,
  VISITOR_ID_KEY,
  BREAKPOINTS,
  CUSTOM_LARGE_MAX,
  ELEMENT_TYPE,
  QUERY_TYPE,
  REQUEST_TYPE,
  LOCALIZED_VALUE_TYPE,
  BOT_USER_AGENT_PATTERN,
  LOCAL_EDITOR_HOSTS,
  SDK_NAME,
  SDK_VERSION,
  LOG_PREFIX,
} from './constants.ts'
export type { ApiVersion, BuilderEnv } from './constants.ts'
export {
  TesseraError,
  ValidationError,
  QueryParseError,
  ContentParseError,
  ContentFetchError,
  EvaluationError,
  HttpError,
  toError,
} from './errors.ts'
export type { TesseraErrorCode, TesseraErrorOptions } from './errors.ts'
export type {
  Block,
  BlockComponent,
  StyleObject,
  SizeName,
  ResponsiveStyles,
  LocalizedValue,
  Animation,
  AnimationStep,
  Repeat,
} from './types/block.ts'
export type {
  Entry,
  EntryData,
  EntryMeta,
  Variation,
  QueryRule,
  QueryOperator,
  HttpRequestSpec,
  ComponentInput,
  CustomFont,
  CustomBreakpoints,
  PublishedState,
} from './types/entry.ts'
export type { TrackedEvent, TrackedEventData, TrackedEventType } from './types/tracking.ts'
export type { UserAttributes, Device } from './types/user-attributes.ts'
export type {
  DailyVariation,
  ExperimentDay,
  ExperimentReport,
  ExperimentReportResponse,
  VariationReport,
} from './types/experiment-report.ts'
export { normalizeEntry } from './content/normalize-entry.ts'
export { isBlock } from './content/is-block.ts'
export type { NormalizeResult } from './content/normalize-entry.ts'
export { mergeIdLists } from './content/merge-id-lists.ts'
export type { IdListMerge } from './content/merge-id-lists.ts'
export { getDeviceFromUserAgent } from './targeting/get-device.ts'
export { chooseVariation } from './variation/choose-variation.ts'
export { applyVariation, DEFAULT_VARIATION_NAME } from './variation/apply-variation.ts'
export { hasVariations, isKnownVariation, listVariations } from './variation/has-variations.ts'
export { testCookieName } from './variation/test-cookie-name.ts'
export { isTestStopped, SPLIT_TEST_META_KEY } from './variation/test-status.ts'
export { servedEntry } from './variation/served-entry.ts'
export {
  isVariationLive,
  VARIATION_END_KEY,
  VARIATION_START_KEY,
  variationWindow,
} from './variation/variation-window.ts'
export type { VariationWindow } from './variation/variation-window.ts'
export { nextVariationChange } from './variation/next-variation-change.ts'
export type { SplitTestStatus } from './variation/test-status.ts'
// The editor protocol is the subpath '@tessera/core/editor' (loaded only in the editor).
export { toEpochMs } from './targeting/to-epoch-ms.ts'
// Targeting rules, URL paths and priority are the subpath '@tessera/core/targeting'.
export { getBreakpoints } from './responsive/get-breakpoints.ts'
export type { Breakpoints, SizeRange } from './responsive/get-breakpoints.ts'
export { getSizeForWidth, sizeForDevice } from './responsive/get-size-for-width.ts'
// Writing CSS (block styles, responsive rules) is the subpath '@tessera/core/css'.
export {
  parseQueryString,
  assertAllowedPropertyName,
  FORBIDDEN_PROPERTY_NAMES,
} from './query-string/parse-query-string.ts'
export type { ParsedQuery } from './query-string/parse-query-string.ts'
export { flattenQuery, stringifyQueryString } from './query-string/stringify-query-string.ts'
export { parseBuilderUrlOptions } from './query-string/parse-builder-url-options.ts'
export type {
  BuilderUrlOptions,
  BuilderUrlRequestOptions,
  BuilderUrlOptionsInput,
} from './query-string/parse-builder-url-options.ts'
export { validateApiVersion, isValidApiVersion } from './validate/validate-api-version.ts'
export { validateEnv, isValidEnv } from './validate/validate-env.ts'
export { describeValue } from './validate/describe-value.ts'
// The evaluator is the subpath '@tessera/core/evaluator' (lazily loadable in browsers);
// interpolateText, which only calls a given function, is in both.
export { interpolateText } from './evaluator/interpolate-text.ts'
export { matchesQuery } from './query/match-query.ts'
export { compileQuery, MAX_QUERY_DEPTH } from './query/compile-query.ts'
export type { QueryPredicate } from './query/compile-query.ts'
export { parseQueryParams, decodeQueryValue, paramEntries } from './query/parse-query-params.ts'
export type { QueryParamsInput } from './query/parse-query-params.ts'
export { compileSafeRegex, MAX_REGEX_LENGTH } from './query/safe-regex.ts'
export { parsePath } from './query/resolve-path.ts'
