import type { Block } from '@tessera/core'
import { LOCALIZED_VALUE_TYPE } from '@tessera/core'
import { describe, expect, it, vi } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'
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

const text = (options: Record<string, unknown>, extra: Partial<Block> = {}): Block => ({
  '@type': '@builder.io/sdk:Element',
  id: 't',
  component: { name: 'Text', options },
  ...extra,
})

describe('Text static HTML', () => {
  it('renders the text as React does, in one string', () => {
    const result = renderBlocksBothWays([text({ text: `<p>Hi & "bye" 'x'</p>` })])
    expect(result.fast).toBe(result.slow)
    expect(result.fastLists).toBe(1)
    expect(result.fast).toContain(
      `<div class="t builder-block" builder-id="t"><div class="builder-text"><p>Hi & "bye" 'x'</p></div></div>`,
    )
  })

  it('renders numbers, and nothing for other values', () => {
    for (const value of [3, 0, {}, null, undefined, true]) {
      const result = renderBlocksBothWays([text({ text: value })])
      expect(result.fast).toBe(result.slow)
      expect(result.fastLists).toBe(1)
    }
  })

  it('resolves localized text with the locale, and warns once without one', () => {
    const localized = { '@type': LOCALIZED_VALUE_TYPE, Default: 'Hello', fr: 'Bonjour' }
    const result = renderBlocksBothWays([text({ text: localized })], { locale: 'fr' })
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('Bonjour')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const missing = renderBlocksBothWays([text({ text: localized }), text({ text: localized })])
    expect(missing.fast).toBe(missing.slow)
    expect(missing.fast).toContain('Hello')
    // One warning per render (the slow one and the fast one), as before.
    expect(warn.mock.calls.filter(([message]) => String(message).includes('locale'))).toHaveLength(
      2,
    )
    warn.mockRestore()
  })

  it('renders responsive styles and hidden blocks the same', () => {
    const result = renderBlocksBothWays([
      text(
        { text: 'a' },
        { responsiveStyles: { large: { color: 'red' }, small: { color: 'blue' } } },
      ),
      text({ text: 'b' }, { id: 'h', hide: true }),
      text({ text: 'c' }, { id: 's', show: false }),
    ])
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('<style data-id="builderio-blocks">')
    expect(result.fast).not.toContain('builder-id="h"')
    expect(result.fastLists).toBe(1)
  })

  it('leaves interpolated text to React', () => {
    const result = renderBlocksBothWays([text({ text: 'Hi {{state.name}}' })], {
      data: { name: '<i>' },
    })
    expect(result.fast).toBe(result.slow)
    expect(result.fast).toContain('Hi &lt;i&gt;')
    expect(result.fastLists).toBe(0)
  })
})
