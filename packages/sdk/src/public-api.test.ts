import { describe, expect, it } from 'vitest'
import * as editor from './editor/index.ts'
import * as sdk from './index.ts'

// Pins the public surface (names follow Builder's gen-2 SDK where one exists).
const EXPECTED = [
  'DEFAULT_API_HOST',
  'DEFAULT_API_VERSION',
  'DEFAULT_LIMIT',
  'DEFAULT_OMIT',
  'IMAGE_WIDTHS',
  'SESSION_COOKIE_MINUTES',
  'TEST_COOKIE_DAYS',
  'TEST_COOKIE_MAX_AGE_SECONDS',
  'TRACK_THROTTLE_MS',
  'assignVariation',
  'buildContentUrl',
  'constants',
  'createContentClient',
  'createDocumentCookieJar',
  'createHeaderCookieJar',
  'createTracker',
  'createUserAttributesStore',
  'fetchBuilderProps',
  'fetchEntries',
  'fetchOneEntry',
  'getBuilderSearchParams',
  'getClickOffset',
  'getClientUserAttributes',
  'getDefaultUserAttributes',
  'isBotUserAgent',
  'isEditing',
  'isPreviewing',
  'parseCookieHeader',
  'readForcedVariations',
  'serializeCookie',
  'setClientUserAttributes',
  'toUrlSearchParams',
  'track',
]

describe('public API of @tessera/sdk', () => {
  it('exports exactly the pinned names', () => {
    expect(Object.keys(sdk).sort()).toEqual([...EXPECTED].sort())
  })

  it('leaves editor messaging to the @tessera/sdk/editor subpath', () => {
    expect(Object.keys(editor).sort()).toEqual([
      'announceSdk',
      'createEditorTarget',
      'getRegistered',
      'postToEditor',
      'readParentOrigin',
      'register',
      'resolveEditorTrust',
      'setEditorSettings',
      'subscribeToEditor',
    ])
  })
})
