import { describe, expect, it } from 'vitest'
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
