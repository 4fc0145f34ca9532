/**
 * Test support: the odd values random static content is made of (see the property tests of
 * this folder), and changes that make a block dynamic. Plain data, so that it needs no test
 * library. Used by the tests of this folder only.
 * @module
 */
import type { Block } from '@tessera/core'

/** Strings that need escaping or look like HTML; never `{{` (interpolation is not static). */
export const ODD_STRINGS = ['', ' ', 'plain', `a<b>&"'c`, '<p>Hi <b>there</b></p>', '  x  ', '😀 é']
export const ODD_NUMBERS = [0, -1, 1, 1.5, 33.333, 1e21, -0, 800, 0.07, 0.123456789012345]
export const CSS_VALUES = [
  '50%',
  '100px',
  'red',
  'calc(1px + 2%)',
  'auto',
  ' 3em ',
  'red;}',
  'url(x)',
]
export const CSS_NAMES = [
  ...['width', 'marginTop', 'margin-top', 'color', 'zIndex', 'lineHeight', 'display'],
  ...['WebkitLineClamp', '--brand', 'backgroundImage'],
]
/** URLs, safe and not (`javascript:` ones are dropped from attributes or refused). */
export const URLS = [
  ...['/page', 'https://example.com/?a=1&b=<2>', 'mailto:a@b.c', '#top'],
  ...['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)'],
]
export const IDS = ['b1', 'b2', 'x y', '1st', 'b"<', '', ' b3 ', 'b4\t']
/** `tagName`s: plain ones, and ones `getBlockTag` turns into `div` or `a`. */
export const TAG_NAMES = ['div', 'span', 'section', 'p', 'h2', 'li', 'A', 'SCRIPT', 'svg', '?']
export const IMAGE_URLS = [
  '/api/v1/image/assets%2Fs%2Fa',
  'https://cdn.builder.io/api/v1/image/assets%2Fx?width=50',
  'https://cdn.shopify.com/s/files/a_100x100.png?v=1',
  'https://example.com/cat.jpg',
  '  https://example.com/cat.svg  ',
  'data:image/png;base64,AAAA',
  '',
  ' ',
]
/** Images Raw:Img accepts (and an empty one). */
export const RAW_IMAGE_URLS = ['https://e.com/a.png', '/x/y.SVG?v=1', ' /a.webp ', '', 'a.jpeg#x']

/** A block with these fields, component and children. */
export function makeBlock(
  fields: Readonly<Record<string, unknown>>,
  name: string | undefined,
  options?: Record<string, unknown>,
  children?: Block[],
): Block {
  // Odd property values on purpose (numbers, booleans): content is not always well typed.
  const block = { '@type': '@builder.io/sdk:Element', ...fields } as Block
  if (name !== undefined) block.component = options ? { name, options } : { name }
  if (children) block.children = children
  return block
}

/** Changes that make a block dynamic, or that the fast path refuses (with `data` they read). */
export const DYNAMIC_CHANGES: ReadonlyArray<(block: Block) => Block> = [
  (block) => ({ ...block, bindings: { 'component.options.text': 'state.word' } }),
  (block) => ({ ...block, actions: { click: 'state.n = 1' } }),
  (block) => ({ ...block, repeat: { collection: 'state.items' } }),
  (block) => ({
    ...block,
    animations: [
      {
        trigger: 'hover',
        duration: 1,
        steps: [{ styles: { opacity: '1' } }, { styles: { opacity: '0.5' } }],
      },
    ],
  }),
  (block) => ({ ...block, component: { name: 'Text', options: { text: 'Hi {{state.word}}' } } }),
  (block) => ({ ...block, component: { name: 'Builder:RawText', options: { text: '{{x}}' } } }),
  (block) => ({ ...block, component: { name: 'Missing:Thing' } }),
  (block) => ({ ...block, properties: { hidden: 'true', 'data-x': 'y' } }),
  (block) => ({ ...block, properties: { href: '' } }),
  (block) => ({ ...block, tagName: 'img', properties: { src: '/a.png' } }),
  (block) => ({ ...block, tagName: 'custom-element' }),
  (block) => ({ ...block, component: { name: 'Image', options: { image: 'javascript:x' } } }),
  (block) => ({ ...block, component: { name: 'Raw:Img', options: { image: '/a.gif' } } }),
  (block) => ({ ...block, component: { name: 'Core:Section', options: { lazyLoad: true } } }),
  (block) => ({ ...block, component: { name: 'Core:Button', options: { link: 'javascript:x' } } }),
  (block) => ({
    ...block,
    component: { name: 'Core:Button', options: { text: 'Go', link: '/g' } },
  }),
]
/** The state the dynamic changes read. */
export const DYNAMIC_DATA = { word: '<b>w</b>', items: [1, 2] }
