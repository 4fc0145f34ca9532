import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { escapeHtmlText } from './escape-html-text.ts'

describe('escapeHtmlText', () => {
  it('escapes the five characters as React does', () => {
    expect(escapeHtmlText(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#x27;f')
    expect(escapeHtmlText('plain')).toBe('plain')
    expect(escapeHtmlText(1.5)).toBe('1.5')
    expect(escapeHtmlText(true)).toBe('true')
  })

  it('matches react-dom/server for text and attribute values', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom(`&<>"'`, '&amp;', '😀<', ''))
    fc.assert(
      fc.property(text, (value) => {
        expect(`<b title="${escapeHtmlText(value)}">${escapeHtmlText(value)}</b>`).toBe(
          renderToString(<b title={value}>{value}</b>).replace(/<!-- -->/g, ''),
        )
      }),
    )
  })

  it('escapes long values (kept, as srcsets repeat) the same, again and again', () => {
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < 300; index++) {
        const value = `/a.png?w=${index}&h="1" 100w, `.repeat(20)
        expect(escapeHtmlText(value)).toBe(value.replaceAll('&', '&amp;').replaceAll('"', '&quot;'))
      }
    }
    const huge = `<${'x'.repeat(10_000)}>`
    expect(escapeHtmlText(huge)).toBe(`&lt;${'x'.repeat(10_000)}&gt;`)
  })
})
