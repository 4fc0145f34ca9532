import fc from 'fast-check'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotStaticError } from '../static-html/not-static.ts'
import { CHILDREN } from './element-tree.ts'
import type { BlocksSlot, TreeNode } from './element-tree.ts'
import { treeToHtml } from './tree-to-html.ts'
import { treeToReact } from './tree-to-react.ts'

beforeEach(() => {
  // React's development warnings about odd attributes and nesting.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const oddText = fc.oneof(
  fc.constantFrom('', ' ', 'a & b', '<i>"x"</i>', "it's", '{{x}}', 'é'),
  fc.string({ maxLength: 6 }),
)
const text = fc.oneof(oddText, fc.integer({ min: -5, max: 500 }))
const styleValue = fc.oneof(
  fc.constantFrom('10px', ' red ', '', 'calc(50% - 2px)', '"x"'),
  fc.integer({ min: -2, max: 40 }),
  fc.constant(null),
)
const style = fc.dictionary(
  fc.constantFrom('marginTop', 'width', 'flexGrow', 'color', 'lineHeight', '--gap', 'msFlex'),
  styleValue,
  { maxKeys: 3 },
)
const attributes = fc.record(
  {
    className: oddText,
    id: fc.oneof(oddText, fc.integer()),
    title: oddText,
    'data-x': fc.oneof(oddText, fc.boolean(), fc.integer()),
    'aria-label': oddText,
    role: oddText,
    href: fc.constantFrom('/a', 'https://x.test/?a=1&b="2"', 'javascript:alert(1)', '', '#top'),
    style,
    hidden: fc.boolean(),
    nonce: oddText,
  },
  { requiredKeys: [] },
)
const html = fc.constantFrom('', '<i>x</i>', 'a &amp; b', '<p>one</p><p>two</p>')
const blocksSlot: fc.Arbitrary<BlocksSlot> = fc.record({
  slot: fc.constant('blocks' as const),
  blocks: fc.constant([]),
  path: fc.constantFrom('columns.0.blocks', 'columns.1.blocks'),
  parent: fc.constantFrom('p1', undefined),
})
const image = fc.record({
  tag: fc.constantFrom('img', 'source'),
  attributes: fc.record(
    {
      src: fc.constantFrom('/a.png', 'https://x.test/b.jpg?w=1&h=2'),
      srcSet: fc.constantFrom('/a.png 1x, /b.png 2x'),
      alt: oddText,
      loading: fc.constantFrom('lazy', 'eager'),
      style,
    },
    { requiredKeys: ['src'] },
  ),
})

const { node } = fc.letrec<{ node: TreeNode; element: TreeNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('element'),
    text,
    fc.constantFrom(...([CHILDREN, null, false] as TreeNode[])),
    blocksSlot,
    image,
    fc.array(tie('node'), { maxLength: 3 }),
  ),
  element: fc.record(
    {
      tag: fc.constantFrom('div', 'span', 'section', 'a', 'button', 'picture', 'p', 'style'),
      attributes,
      children: fc.array(tie('node'), { maxLength: 3 }),
      html,
      link: fc.boolean(),
    },
    { requiredKeys: ['tag'] },
  ),
}))

const kidHtml = '<b class="kid">k</b>'
const kid = <b className="kid">k</b>
const listHtml = (slot: BlocksSlot) =>
  `<div class="list" data-path="${slot.path}"${slot.parent ? ` data-parent="${slot.parent}"` : ''}></div>`
const list = (slot: BlocksSlot) => (
  <div className="list" data-path={slot.path} data-parent={slot.parent} />
)

/** The tree's HTML, or undefined when it has none. */
function htmlOf(tree: TreeNode, hasChildren: boolean): string | undefined {
  try {
    return treeToHtml(tree, {
      children: hasChildren ? kidHtml : undefined,
      renderBlocks: listHtml,
      hasLinkComponent: false,
      preload: () => {},
    })
  } catch (error) {
    if (error instanceof NotStaticError) return undefined
    throw error
  }
}

function reactHtmlOf(tree: TreeNode, hasChildren: boolean): string {
  const element = treeToReact(tree, {
    children: hasChildren ? kid : undefined,
    renderBlocks: list,
    linkComponent: undefined,
    canDefer: false,
    warnOnce: () => {},
  })
  return renderToString(createElement('main', null, element))
}

describe('treeToHtml and treeToReact (property)', () => {
  it('write random trees byte for byte alike, whenever the tree has static HTML', () => {
    let written = 0
    fc.assert(
      fc.property(node, fc.boolean(), (tree, hasChildren) => {
        const html = htmlOf(tree, hasChildren)
        if (html === undefined) return
        written += 1
        expect(`<main>${html}</main>`).toBe(reactHtmlOf(tree, hasChildren))
      }),
      { numRuns: 1500 },
    )
    // Most trees were static (the refusals are the exceptions).
    expect(written).toBeGreaterThan(500)
  })
})
