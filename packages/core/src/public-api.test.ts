import { describe, expect, it } from 'vitest'
import * as css from './css.ts'
import * as editor from './editor/index.ts'
import * as evaluator from './evaluator/index.ts'
import * as targeting from './targeting/index.ts'
import * as core from './index.ts'

// Pins the public surface: removing or renaming an export is a breaking change and must be
// deliberate (update this list in the same change).
const EXPECTED = [
  'ANIMATION_END_SLACK_MS',
  'API_VERSIONS',
  'BOT_USER_AGENT_PATTERN',
  'BREAKPOINTS',
  'CUSTOM_LARGE_MAX',
  'ContentFetchError',
  'ContentParseError',
  'DEFAULT_API_HOST',
  'DEFAULT_API_VERSION',
  'DEFAULT_LIMIT',
  'DEFAULT_OMIT',
  'DEFAULT_VARIATION_NAME',
  'ELEMENT_TYPE',
  'EvaluationError',
  'FORBIDDEN_PROPERTY_NAMES',
  'HOVER_PREFETCH_QUEUE',
  'HttpError',
  'IMAGE_ASPECT_RATIO',
  'IMAGE_WIDTHS',
  'LOCALIZED_VALUE_TYPE',
  'LOCAL_EDITOR_HOSTS',
  'LOG_PREFIX',
  'MAX_LIMIT',
  'QUERY_TYPE',
  'QueryParseError',
  'REQUEST_TYPE',
  'SCROLL_ANIMATION_THROTTLE_MS',
  'SDK_NAME',
  'SDK_VERSION',
  'SESSION_COOKIE_MINUTES',
  'SESSION_ID_COOKIE',
  'TEST_COOKIE_DAYS',
  'TEST_COOKIE_PREFIX',
  'TRACK_THROTTLE_MS',
  'TesseraError',
  'USER_ATTRIBUTES_COOKIE',
  'VALID_ENVS',
  'VIDEO_ASPECT_RATIO',
  'VISITOR_ID_KEY',
  'ValidationError',
  'applyVariation',
  'assertAllowedPropertyName',
  'chooseVariation',
  'constants',
  'describeValue',
  'flattenQuery',
  'getBreakpoints',
  'getDeviceFromUserAgent',
  'getSizeForWidth',
  'hasVariations',
  'isBlock',
  'interpolateText',
  'isKnownVariation',
  'isValidApiVersion',
  'isValidEnv',
  'listVariations',
  'mergeIdLists',
  'normalizeEntry',
  'parseBuilderUrlOptions',
  'parseQueryString',
  'sizeForDevice',
  'stringifyQueryString',
  'testCookieName',
  'isTestStopped',
  'servedEntry',
  'SPLIT_TEST_META_KEY',
  'isVariationLive',
  'nextVariationChange',
  'variationWindow',
  'VARIATION_START_KEY',
  'VARIATION_END_KEY',
  'toError',
  'validateApiVersion',
  'validateEnv',
  'matchesQuery',
  'compileQuery',
  'MAX_QUERY_DEPTH',
  'parseQueryParams',
  'decodeQueryValue',
  'paramEntries',
  'compileSafeRegex',
  'MAX_REGEX_LENGTH',
  'parsePath',
  'toEpochMs',
]

describe('public API of @tessera/core', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(core).sort()).toEqual([...EXPECTED].sort())
  })

  it('keeps every constant of the protocol in the constants module', () => {
    expect(core.constants.DEFAULT_LIMIT).toBe(30)
    expect(core.constants.TRACK_THROTTLE_MS).toBe(5)
    expect(core.constants.SCROLL_ANIMATION_THROTTLE_MS).toBe(200)
    expect(core.constants.HOVER_PREFETCH_QUEUE).toBe(4)
    expect(core.constants.IMAGE_WIDTHS).toEqual([100, 200, 400, 800, 1200, 1600, 2000])
    expect(core.constants.SESSION_COOKIE_MINUTES).toBe(30)
    expect(core.constants.TEST_COOKIE_DAYS).toBe(30)
    expect(core.constants.BREAKPOINTS).toEqual({
      xsmall: 320,
      small: 640,
      medium: 991,
      large: 1200,
    })
  })

  it('leaves writing CSS to the @tessera/core/css subpath', () => {
    expect(Object.keys(css).sort()).toEqual([
      'cssObjectToText',
      'escapeCssIdentifier',
      'isSafeCssValue',
      'responsiveStylesToCss',
      'toCssPropertyName',
    ])
  })

  it('leaves targeting rules to the @tessera/core/targeting subpath', () => {
    expect(Object.keys(targeting).sort()).toEqual([
      'compareByPriority',
      'filterByTargeting',
      'getIndexableUrlPaths',
      'matchesPattern',
      'matchesQueryRule',
      'matchesTargeting',
      'normalizeUrlPath',
    ])
  })

  it('leaves the evaluator to the @tessera/core/evaluator subpath', () => {
    expect(Object.keys(evaluator).sort()).toEqual([
      'DEFAULT_CACHE_SIZE',
      'DEFAULT_MAX_DEPTH',
      'DEFAULT_MAX_STEPS',
      'codeSyntaxError',
      'createEvaluator',
      'interpolateText',
    ])
  })

  it('leaves the editor protocol to the @tessera/core/editor subpath', () => {
    expect(Object.keys(editor).sort()).toEqual([
      'EDITOR_MESSAGE_TYPES',
      'EDITOR_PROTOCOL_VERSION',
      'MAX_TEXT_HTML_LENGTH',
      'TEXT_FORMATS',
      'createMessage',
      'isEditorMessage',
      'isSafeLinkUrl',
      'isTrustedHost',
      'isTrustedOrigin',
      'parseEditorMessage',
      'toWebOrigin',
    ])
  })
})
