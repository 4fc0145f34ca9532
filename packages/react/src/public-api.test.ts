import { describe, expect, it } from 'vitest'
import * as lazyFetch from '@tessera/sdk/lazy-fetch'
import * as site from '@tessera/sdk/site'
import * as react from './index.ts'

// Pins the main entry: what a site moving from @builder.io/sdk-react imports by changing the
// import (Content, Blocks, registerComponent, fetchOneEntry, isEditing, track ...).
const OWN = [
  'ACTION_CALL_TYPE',
  'BUILT_IN_BLOCKS',
  'Blocks',
  'BuilderContext',
  'Button',
  'Columns',
  'Content',
  'Fragment',
  'Image',
  'MISSING_API_KEY_MESSAGE',
  'createRegistry',
  'defaultRegistry',
  'defineBlock',
  'fetchHttpRequests',
  'registerAction',
  'register',
  'registerComponent',
  'Section',
  'setEditorSettings',
  'subscribeToEditor',
  'Symbol',
  'Text',
  'useBuilderContext',
  'Video',
]
const GEN2_NAMES = [
  'Blocks',
  'Content',
  'fetchEntries',
  'fetchOneEntry',
  'getBuilderSearchParams',
  'isEditing',
  'isPreviewing',
  'registerComponent',
  'track',
]

describe('public API of @tessera/react', () => {
  it('is its own names, @tessera/sdk/site and the lazy fetch functions', () => {
    const expected = [...OWN, ...Object.keys(site), ...Object.keys(lazyFetch)]
    expect(Object.keys(react).sort()).toEqual(expected.sort())
  })

  it('has the gen-2 names a site imports', () => {
    for (const name of GEN2_NAMES) expect(Object.keys(react)).toContain(name)
  })

  it('fetches with the functions that load the fetching code on first use', () => {
    expect(react.fetchOneEntry).toBe(lazyFetch.fetchOneEntry)
    expect(react.fetchEntries).toBe(lazyFetch.fetchEntries)
  })
})
