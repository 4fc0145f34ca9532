import { describe, expect, it } from 'vitest'
import * as react from './index.ts'
import { Text } from './index.ts'
import type { BlockProps } from './types.ts'
import { renderBlocksHtml } from './testing/content-html.test-support.tsx'

/**
 * The names `@builder.io/sdk-react` (gen-2) exports at its root, which a site moving to Tessera
 * imports by changing the package name. Left out on purpose (see docs/migrating-from-builder.md):
 * `_processContentResult` and `createRegisterComponentMessage`, gen-2 internals.
 */
const GEN2_ROOT_NAMES = [
  'Blocks',
  'BuilderContext',
  'Button',
  'Columns',
  'Content',
  'Fragment',
  'Image',
  'Section',
  'Symbol',
  'Text',
  'Video',
  'fetchBuilderProps',
  'fetchEntries',
  'fetchOneEntry',
  'getBuilderSearchParams',
  'isEditing',
  'isPreviewing',
  'register',
  'registerAction',
  'registerComponent',
  'setClientUserAttributes',
  'setEditorSettings',
  'subscribeToEditor',
  'track',
]

describe('gen-2 names at the root of @tessera/react', () => {
  it('exports every one of them', () => {
    const missing = GEN2_ROOT_NAMES.filter((name) => !(name in react))
    expect(missing).toEqual([])
    for (const name of GEN2_ROOT_NAMES) {
      expect(typeof (react as Record<string, unknown>)[name], name).not.toBe('undefined')
    }
  })

  it('gives blocks a custom component can render, as the built-in ones render', () => {
    // A custom component wrapping the built-in Text, as gen-2 sites do with its root blocks.
    const Greeting = (props: BlockProps<{ name?: string }>) => (
      <Text {...props} text={`<p>Hello ${props.name ?? ''}</p>`} />
    )
    const html = renderBlocksHtml(
      [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'g',
          component: { name: 'Greeting', options: { name: 'Ada' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 't',
          component: { name: 'Text', options: { text: '<p>Hello Ada</p>' } },
        },
      ],
      { customComponents: [{ name: 'Greeting', component: Greeting }] },
    )
    const inner = /<div class="builder-text"><p>Hello Ada<\/p><\/div>/g
    expect(html.match(inner)).toHaveLength(2)
  })
})
