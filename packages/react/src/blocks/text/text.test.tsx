import { describe, expect, it } from 'vitest'
import { renderBlocksHtml } from '../../testing/content-html.test-support.tsx'

describe('Text', () => {
  it('renders div.builder-text with the HTML and interpolated, escaped values', () => {
    const html = renderBlocksHtml(
      [
        {
          '@type': '@builder.io/sdk:Element',
          id: 't',
          component: { name: 'Text', options: { text: '<p>Hi <b>{{state.name}}</b></p>' } },
        },
      ],
      { data: { name: '<script>x</script>' } },
    )
    expect(html).toBe(
      '<div class="t builder-block" builder-id="t"><div class="builder-text"><p>Hi <b>&lt;script&gt;x&lt;/script&gt;</b></p></div></div>',
    )
  })

  it('renders numbers and nothing for other values', () => {
    const html = renderBlocksHtml([
      {
        '@type': '@builder.io/sdk:Element',
        id: 'n',
        component: { name: 'Text', options: { text: 3 } },
      },
      {
        '@type': '@builder.io/sdk:Element',
        id: 'o',
        component: { name: 'Text', options: { text: {} } },
      },
    ])
    expect(html).toContain('<div class="builder-text">3</div>')
    expect(html).toContain('<div class="builder-text"></div>')
  })
})
