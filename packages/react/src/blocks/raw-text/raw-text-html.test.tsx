import { describe, expect, it } from 'vitest'
import { renderBlocksBothWays } from '../../static-html/render-both-ways.test-support.tsx'

const rawText = (text: unknown) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id: 'r',
  component: { name: 'Builder:RawText', options: { text } },
})

describe('rawTextHtml', () => {
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
