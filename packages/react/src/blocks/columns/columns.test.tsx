import type { Block } from '@tessera/core'
import { getBreakpoints } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import type { LinkComponent } from '../../types.ts'
import { BlockStyleSheet } from '../../styles/block-style-sheet.ts'
import { columnsCss } from './columns-css.ts'

const columns = (options: Record<string, unknown>) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id: 'cols',
  component: { name: 'Columns', options },
})
const text = (id: string) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id,
  component: { name: 'Text', options: { text: id } },
})
const STACKING =
  '@media (max-width:991px){.cols-breakpoints{flex-direction:column;align-items:stretch}' +
  '.cols-breakpoints>.builder-column{width:100%!important;margin-left:0!important}}'

describe('Columns', () => {
  it('renders gen-2 markup with widths, gaps and inner block lists, the layout in classes', () => {
    const html = renderBlocksHtml([
      columns({
        columns: [
          { blocks: [text('a')], width: 25 },
          { blocks: [], link: '/b' },
        ],
        space: 10,
      }),
    ])
    expect(html).toBe(
      [
        `<style data-id="builderio-blocks">${STACKING}</style>`,
        '<div class="cols builder-block" builder-id="cols">',
        '<div class="builder-columns cols-breakpoints">',
        '<div class="builder-column" style="width:calc(25% - 2.5px);margin-left:0">',
        '<div class="builder-blocks" builder-path="component.options.columns.0.blocks" builder-parent-id="cols">',
        '<div class="a builder-block" builder-id="a"><div class="builder-text">a</div></div></div></div>',
        '<a class="builder-column" style="width:calc(50% - 5px);margin-left:10px" href="/b">',
        '<div class="builder-blocks no-blocks" builder-path="component.options.columns.1.blocks" builder-parent-id="cols"></div></a>',
        '</div></div>',
      ].join(''),
    )
  })

  it('uses a gap of 20 and equal widths by default', () => {
    const html = renderBlocksHtml([columns({ columns: [{}, {}, {}] })])
    expect(html).toContain('width:calc(33.333333333333336% - 13.333333333333336px);margin-left:0')
    expect(html).toContain('margin-left:20px')
  })

  it('renders no stacking CSS for never', () => {
    const html = renderBlocksHtml([columns({ columns: [{}], stackColumnsAt: 'never' })])
    expect(html).not.toContain('@media')
  })

  it("writes its stacking CSS in the block's own style when the block keeps one", () => {
    const bound = {
      ...columns({ columns: [{}] }),
      bindings: { 'component.options.space': 'state.gap' },
    }
    const html = renderBlocksHtml([bound], { data: { gap: 4 } })
    expect(html.startsWith(`<style data-id="builderio-block">${STACKING}</style>`)).toBe(true)
  })
})

describe('columnsCss', () => {
  const breakpoints = getBreakpoints()
  const css = (options: Record<string, unknown>, selector = '.b1', points = breakpoints) => {
    const sheet = new BlockStyleSheet()
    columnsCss({ options, selector, breakpoints: points, sheet })
    return sheet.toString()
  }

  it('stacks at mobile size, reversed when asked', () => {
    expect(css({ stackColumnsAt: 'mobile', reverseColumnsWhenStacked: true })).toBe(
      '@media (max-width:640px){.b1-breakpoints{flex-direction:column-reverse;align-items:stretch}' +
        '.b1-breakpoints>.builder-column{width:100%!important;margin-left:0!important}}',
    )
  })

  it('follows custom breakpoints, and adds nothing for never', () => {
    const custom = getBreakpoints({ small: 500, medium: 900 })
    expect(
      css({}, '.\\31 \\ x', custom).startsWith('@media (max-width:900px){.\\31 \\ x-breakpoints{'),
    ).toBe(true)
    expect(css({ stackColumnsAt: 'never' })).toBe('')
  })
})

const columnsWith = (options: Record<string, unknown>, id = 'cols'): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Columns', options },
})
const textWith = (id: string, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: id } },
  ...extra,
})
const Link: LinkComponent = ({ href, children }) => (
  <a data-router="1" href={href}>
    {children as never}
  </a>
)

describe('Columns static HTML', () => {
  it('renders columns, their CSS and their nested block lists as React does', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          columns: [
            { blocks: [textWith('a')], width: 25 },
            { blocks: [], link: '/b' },
          ],
          space: 10,
        },
        'cols',
      ],
      [{ columns: [{}, {}, {}] }, 'cols'],
      [{ columns: [{ blocks: [textWith('x')] }], stackColumnsAt: 'never' }, 'cols'],
      [
        {
          columns: [{ width: 30.5 }, null, { width: 'x' }],
          stackColumnsAt: 'mobile',
          reverseColumnsWhenStacked: true,
          space: -3,
        },
        '1 x',
      ],
      [
        {
          columns: [
            { blocks: [columnsWith({ columns: [{ blocks: [textWith('deep')] }] }, 'inner')] },
          ],
        },
        '',
      ],
      [{}, 'cols'],
    ]
    for (const [options, id] of cases) {
      const result = renderBlocksBothWays([columnsWith(options, id)], {
        content: {
          id: 'c1',
          data: { blocks: [columnsWith(options, id)] },
          meta: { breakpoints: { medium: 900 } },
        },
      })
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
  })

  it('leaves column links to React when the site has a link component', () => {
    const result = renderBlocksBothWays(
      [columnsWith({ columns: [{ link: '/b', blocks: [textWith('a')] }] })],
      {
        linkComponent: Link,
      },
    )
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('data-router="1"')
    // The outer list renders through React; the column's own list still takes the fast path.
    expect(result.fastLists).toBe(1)
  })

  it('renders a static Columns beside a dynamic block from HTML (a mixed list)', () => {
    // Its action makes it dynamic (a bound block alone is written as HTML).
    const dynamic = textWith('d', {
      bindings: { 'component.options.text': 'state.word' },
      actions: { click: 'state.n = 1' },
    })
    const result = renderBlocksBothWays(
      [
        dynamic,
        columnsWith({ columns: [{ blocks: [textWith('a')] }, { blocks: [textWith('b')] }] }),
      ],
      { data: { word: 'dynamic' } },
    )
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('dynamic')
    expect(result.fastLists).toBe(0)
    expect(result.mixedLists).toBe(1)
  })

  it('leaves the Columns to React when a block of a column is not static', () => {
    const dynamic = textWith('d', { actions: { click: 'state.n = 1' } })
    const result = renderBlocksBothWays([
      columnsWith({ columns: [{ blocks: [dynamic] }, { blocks: [textWith('b')] }] }),
    ])
    expect(result.fast).toBe(result.slow)
    // Only the second column's list is static; the root list has nothing static.
    expect(result.fastLists).toBe(1)
    expect(result.mixedLists).toBe(0)
  })
})
