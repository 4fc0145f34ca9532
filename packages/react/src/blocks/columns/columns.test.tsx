import { getBreakpoints } from '@tessera/core'
import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'
import { getColumnsCss } from './get-columns-css.ts'

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
const INNER = 'display:flex;flex-direction:column;align-items:stretch;flex-grow:1'

describe('Columns', () => {
  it('renders gen-2 markup with widths, gaps and inner block lists', () => {
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
        '<div class="cols builder-block" builder-id="cols">',
        '<style data-id="builderio-columns">@media (max-width: 991px) {\n  .cols-breakpoints {\n    flex-direction: column;\n    align-items: stretch;\n  }\n',
        '  .cols-breakpoints > .builder-column {\n    width: 100% !important;\n    margin-left: 0 !important;\n  }\n}</style>',
        '<div class="builder-columns cols-breakpoints" style="display:flex;line-height:normal;flex-grow:1;height:100%">',
        '<div class="builder-column" style="display:flex;flex-direction:column;align-items:stretch;width:calc(25% - 2.5px);margin-left:0">',
        `<div class="builder-blocks" builder-path="component.options.columns.0.blocks" builder-parent-id="cols" style="${INNER}">`,
        '<div class="a builder-block" builder-id="a"><div class="builder-text">a</div></div></div></div>',
        '<a class="builder-column" style="display:flex;flex-direction:column;align-items:stretch;width:calc(50% - 5px);margin-left:10px" href="/b">',
        `<div class="builder-blocks no-blocks" builder-path="component.options.columns.1.blocks" builder-parent-id="cols" style="${INNER}"></div></a>`,
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
})

describe('getColumnsCss', () => {
  const breakpoints = getBreakpoints()

  it('stacks at mobile size, reversed when asked', () => {
    expect(
      getColumnsCss({
        blockId: 'b1',
        stackColumnsAt: 'mobile',
        reverseColumnsWhenStacked: true,
        breakpoints,
      }),
    ).toBe(
      '@media (max-width: 640px) {\n  .b1-breakpoints {\n    flex-direction: column-reverse;\n    align-items: stretch;\n  }\n  .b1-breakpoints > .builder-column {\n    width: 100% !important;\n    margin-left: 0 !important;\n  }\n}',
    )
  })

  it('follows custom breakpoints and escapes the id', () => {
    const css = getColumnsCss({
      blockId: '1 x',
      breakpoints: getBreakpoints({ small: 500, medium: 900 }),
    })
    expect(css.startsWith('@media (max-width: 900px) {\n  .\\31 \\ x-breakpoints {')).toBe(true)
    expect(getColumnsCss({ blockId: undefined, breakpoints })).toBe('')
  })
})
