import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'

describe('Builder:RawText', () => {
  it('renders the text as HTML in a span, without interpolation', () => {
    const html = renderBlocksHtml([
      {
        '@type': '@builder.io/sdk:Element',
        id: 'r',
        component: { name: 'Builder:RawText', options: { text: '<i>raw</i> {{state.x}}' } },
      },
    ])
    expect(html).toBe(
      '<div class="r builder-block" builder-id="r"><span><i>raw</i> {{state.x}}</span></div>',
    )
  })
})

const rawText = (text: unknown) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id: 'r',
  component: { name: 'Builder:RawText', options: { text } },
})

describe('Builder:RawText static HTML', () => {
  it('renders the HTML in a span as React does', () => {
    for (const text of ['<i>raw</i> & more', '', 3, undefined]) {
      const result = renderBlocksBothWays([rawText(text)])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
    expect(renderBlocksBothWays([rawText('<i>x</i>')]).fast).toContain('<span><i>x</i></span>')
  })

  it('leaves text with {{ to React (it is never interpolated there)', () => {
    const result = renderBlocksBothWays([rawText('{{state.x}}')])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(0)
  })
})
