import { LOCALIZED_VALUE_TYPE } from '@tessera/core'
import type { Block, Entry } from '@tessera/core'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineBlock } from '../registry/define-block.ts'
import type { LinkComponent } from '../types.ts'
import { renderBothWays } from './render-both-ways.tsx'
import * as samples from './static-content-samples.ts'

// Random static content of every block with static HTML, with odd values everywhere.
const oddString = fc.oneof(
  fc.constantFrom(...samples.ODD_STRINGS),
  fc.string({ maxLength: 12 }).map((text) => text.replaceAll('{{', '{ {')),
)
const oddNumber = fc.oneof(
  fc.constantFrom(...samples.ODD_NUMBERS),
  fc.double({ min: -1e3, max: 1e3, noNaN: true }),
)
const some = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) =>
  fc.record(model, { requiredKeys: [] })
const localized = some({ Default: oddString, en: oddString, fr: oddString }).map((values) => ({
  '@type': LOCALIZED_VALUE_TYPE,
  ...values,
}))
const text = fc.oneof(oddString, oddNumber, localized, fc.constant({}))
const cssValue = fc.oneof(fc.constantFrom(...samples.CSS_VALUES), oddString)
const cssName = fc.constantFrom(...samples.CSS_NAMES)
const styleObject = fc.dictionary(cssName, cssValue, { maxKeys: 4 })
const styleString = fc
  .array(fc.tuple(cssName, cssValue), { maxLength: 3 })
  .map((pairs) => pairs.map(([name, value]) => `${name}: ${value}`).join('; '))
const url = fc.constantFrom(...samples.URLS)
const blockFields = some({
  id: fc.constantFrom(...samples.IDS),
  class: oddString,
  tagName: fc.constantFrom(...samples.TAG_NAMES),
  href: url,
  properties: some({
    class: oddString,
    style: fc.oneof(styleString, styleObject),
    'data-x': fc.oneof(oddString, oddNumber, fc.boolean()),
    'data-long-name': oddString,
    'aria-label': oddString,
    'aria-hidden': fc.boolean(),
    id: fc.oneof(oddString, oddNumber),
    title: fc.oneof(oddString, oddNumber),
    href: fc.oneof(url, fc.constantFrom(5, 0)),
    tabindex: fc.oneof(oddNumber, oddString),
    for: oddString,
    role: oddString,
    onclick: fc.constant('alert(1)'),
  }),
  style: styleObject,
  responsiveStyles: some({
    large: styleObject,
    medium: styleObject,
    small: styleObject,
    xsmall: styleObject,
  }),
  show: fc.boolean(),
  hide: fc.boolean(),
  bindings: fc.constant({}),
  actions: fc.constant({}),
  animations: fc.constant([]),
})
const imageOptions = some({
  image: fc.constantFrom(...samples.IMAGE_URLS),
  altText: text,
  title: fc.oneof(oddString, oddNumber),
  sizes: oddString,
  srcset: fc.constantFrom('a.jpg 1x, b.jpg 2x', '', ' '),
  lazy: fc.boolean(),
  fitContent: fc.boolean(),
  highPriority: fc.boolean(),
  aspectRatio: fc.oneof(oddNumber, fc.constantFrom('0.5', 'x', 0.7041)),
  noWebp: fc.boolean(),
  backgroundSize: fc.constantFrom('cover', 'contain', 'auto', 'fill'),
  backgroundPosition: fc.constantFrom('center', 'top left', 'x;background:red', ''),
})
const rawImgOptions = some({
  image: fc.constantFrom(...samples.RAW_IMAGE_URLS),
  altText: fc.oneof(oddString, oddNumber),
  title: fc.oneof(oddString, oddNumber),
  aspectRatio: fc.oneof(oddNumber, fc.constant('0.25')),
  backgroundSize: fc.constantFrom('cover', 'contain', 'nope'),
  backgroundPosition: fc.constantFrom('center', 'bottom right', 'a;b'),
})
const buttonOptions = some({
  text,
  link: fc.oneof(
    url.filter((link) => !/script/i.test(link)),
    fc.constant(''),
  ),
  openLinkInNewTab: fc.boolean(),
})
const sectionOptions = some({
  maxWidth: fc.oneof(oddNumber, fc.constant('800')),
  lazyLoad: fc.constant(false),
})

/** A random static block with up to `depth` levels of nested blocks. */
function staticBlock(depth: number): fc.Arbitrary<Block> {
  const kids =
    depth <= 0
      ? fc.constant(undefined)
      : fc.option(fc.array(staticBlock(depth - 1), { maxLength: 3 }), { nil: undefined })
  const column = fc.oneof(
    { weight: 5, arbitrary: some({ blocks: kids, width: fc.oneof(oddNumber, oddString) }) },
    { weight: 1, arbitrary: some({ link: fc.constantFrom('/c', 'https://e.com/?a&b', '') }) },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  const columnsOptions = some({
    columns: fc.array(column, { maxLength: 3 }),
    space: fc.oneof(oddNumber, fc.constant('10')),
    stackColumnsAt: fc.constantFrom('tablet', 'mobile', 'never'),
    reverseColumnsWhenStacked: fc.boolean(),
  })
  const block = (name: string | undefined, options: fc.Arbitrary<Record<string, unknown>>) =>
    fc
      .tuple(blockFields, options, kids)
      .map(([fields, opts, children]) => samples.makeBlock(fields, name, opts, children))
  return fc.oneof(
    { weight: 3, arbitrary: block('Text', some({ text })) },
    { weight: 1, arbitrary: block('Builder:RawText', some({ text })) },
    { weight: 2, arbitrary: block('Image', imageOptions) },
    { weight: 1, arbitrary: block('Raw:Img', rawImgOptions) },
    { weight: 2, arbitrary: block('Core:Button', buttonOptions) },
    { weight: 2, arbitrary: block('Columns', columnsOptions) },
    { weight: 2, arbitrary: block('Core:Section', sectionOptions) },
    { weight: 1, arbitrary: block('Fragment', fc.constant({})) },
    { weight: 1, arbitrary: block(undefined, fc.constant({})) },
  )
}

const breakpoints = some({
  small: fc.constantFrom(500, 640, 0, -1),
  medium: fc.constantFrom(900, 991, 2000),
})
const entryOf = (blocks: fc.Arbitrary<Block[]>): fc.Arbitrary<Entry> =>
  fc.tuple(blocks, fc.option(breakpoints, { nil: undefined })).map(([list, points]) => ({
    id: 'c1',
    data: { blocks: list },
    ...(points ? { meta: { breakpoints: points } } : {}),
  }))
const locale = fc.constantFrom(undefined, 'en', 'fr')

beforeEach(() => {
  // Content warnings (missing locale) and React's development warnings about odd attributes.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('static HTML fast path (property)', () => {
  it('renders random static content byte for byte like React, all of it in one string', () => {
    const content = entryOf(fc.array(staticBlock(2), { minLength: 1, maxLength: 5 }))
    fc.assert(
      fc.property(content, locale, (entry, localeProp) => {
        const { slow, fast, fastLists } = renderBothWays({ content: entry, locale: localeProp })
        expect(fast).toBe(slow)
        // The root list took the fast path, and with it every nested list.
        expect(fastLists).toBe(1)
      }),
      { numRuns: 400 },
    )
  })

  const Link: LinkComponent = ({ href, children }) => (
    <a data-link="1" href={href}>
      {children as string}
    </a>
  )
  const customText = defineBlock<{ text?: string }>({
    name: 'Text',
    component: ({ text: value }) => <p className="custom">{value}</p>,
  })

  it('renders random mixed content like React, falling back for what is not static', () => {
    const changed = fc
      .tuple(staticBlock(1), fc.constantFrom(...samples.DYNAMIC_CHANGES))
      .map(([block, change]) => change(block))
    const content = entryOf(
      fc.array(fc.oneof(staticBlock(1), changed), { minLength: 2, maxLength: 4 }),
    )
    const counts = { fastLists: 0, mixedLists: 0, slowRoots: 0 }
    fc.assert(
      fc.property(
        content,
        locale,
        fc.boolean(),
        fc.boolean(),
        (entry, localeProp, link, custom) => {
          const result = renderBothWays({
            content: entry,
            locale: localeProp,
            data: samples.DYNAMIC_DATA,
            linkComponent: link ? Link : undefined,
            customComponents: custom ? [customText] : undefined,
          })
          expect(result.fast).toBe(result.slow)
          counts.fastLists += result.fastLists
          counts.mixedLists += result.mixedLists
          if (result.fastLists === 0 && result.mixedLists === 0) counts.slowRoots += 1
        },
      ),
      { numRuns: 300 },
    )
    // Every path was exercised: whole lists, mixed lists, and lists with nothing static.
    expect(counts.fastLists).toBeGreaterThan(30)
    expect(counts.mixedLists).toBeGreaterThan(10)
    expect(counts.slowRoots).toBeGreaterThan(10)
  })
})
