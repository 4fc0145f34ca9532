import type { Block } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import type { LinkComponent } from '../../types.ts'

const columns = (options: Record<string, unknown>, id = 'cols'): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Columns', options },
})
const text = (id: string, extra: Partial<Block> = {}): Block => ({
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

describe('columnsHtml', () => {
  it('renders columns, their CSS and their nested block lists as React does', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          columns: [
            { blocks: [text('a')], width: 25 },
            { blocks: [], link: '/b' },
          ],
          space: 10,
        },
        'cols',
      ],
      [{ columns: [{}, {}, {}] }, 'cols'],
      [{ columns: [{ blocks: [text('x')] }], stackColumnsAt: 'never' }, 'cols'],
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
        { columns: [{ blocks: [columns({ columns: [{ blocks: [text('deep')] }] }, 'inner')] }] },
        '',
      ],
      [{}, 'cols'],
    ]
    for (const [options, id] of cases) {
      const result = renderBlocksBothWays([columns(options, id)], {
        content: {
          id: 'c1',
          data: { blocks: [columns(options, id)] },
          meta: { breakpoints: { medium: 900 } },
        },
      })
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
  })

  it('leaves column links to React when the site has a link component', () => {
    const result = renderBlocksBothWays(
      [columns({ columns: [{ link: '/b', blocks: [text('a')] }] })],
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
    const dynamic = text('d', { bindings: { 'component.options.text': 'state.word' } })
    const result = renderBlocksBothWays(
      [dynamic, columns({ columns: [{ blocks: [text('a')] }, { blocks: [text('b')] }] })],
      { data: { word: 'dynamic' } },
    )
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('dynamic')
    expect(result.fastLists).toBe(0)
    expect(result.mixedLists).toBe(1)
  })

  it('leaves the Columns to React when a block of a column is not static', () => {
    const dynamic = text('d', { actions: { click: 'state.n = 1' } })
    const result = renderBlocksBothWays([
      columns({ columns: [{ blocks: [dynamic] }, { blocks: [text('b')] }] }),
    ])
    expect(result.fast).toBe(result.slow)
    // Only the second column's list is static; the root list has nothing static.
    expect(result.fastLists).toBe(1)
    expect(result.mixedLists).toBe(0)
  })
})
