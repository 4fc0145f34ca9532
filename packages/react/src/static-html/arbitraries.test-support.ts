/**
 * Test support: random content for the property tests of the static-HTML fast path — static
 * blocks of every type with static HTML, odd values everywhere, and mixed lists.
 * @module
 */
import { LOCALIZED_VALUE_TYPE } from '@tessera/core'
import type { Block, Entry } from '@tessera/core'
import fc from 'fast-check'
import * as samples from './static-content-samples.test-support.ts'

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
export function staticBlock(depth: number): fc.Arbitrary<Block> {
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
export const entryOf = (blocks: fc.Arbitrary<Block[]>): fc.Arbitrary<Entry> =>
  fc.tuple(blocks, fc.option(breakpoints, { nil: undefined })).map(([list, points]) => ({
    id: 'c1',
    data: { blocks: list },
    ...(points ? { meta: { breakpoints: points } } : {}),
  }))
export const locale = fc.constantFrom(undefined, 'en', 'fr')

/** Random lists of static blocks and blocks made dynamic (`samples.DYNAMIC_CHANGES`). */
export const mixedEntry: fc.Arbitrary<Entry> = entryOf(
  fc.array(
    fc.oneof(
      staticBlock(1),
      fc
        .tuple(staticBlock(1), fc.constantFrom(...samples.DYNAMIC_CHANGES))
        .map(([block, change]) => change(block)),
    ),
    { minLength: 2, maxLength: 4 },
  ),
)
