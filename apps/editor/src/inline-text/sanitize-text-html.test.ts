// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeTextHtml } from './sanitize-text-html.ts'

describe('sanitizeTextHtml', () => {
  it('keeps rich text as it is', () => {
    const html =
      '<h2>Title</h2><p>Some <b>bold</b>, <i>italic</i> and <a href="https://example.com/a">a link</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><p><span style="color: red" class="x">red</span><br></p>'
    expect(sanitizeTextHtml(html)).toBe(html)
    expect(sanitizeTextHtml('plain text')).toBe('plain text')
    expect(sanitizeTextHtml('<a href="/about">x</a><a href="mailto:a@b.c">y</a>')).toBe(
      '<a href="/about">x</a><a href="mailto:a@b.c">y</a>',
    )
  })

  it('removes scripts, event handlers, frames, forms and unsafe links', () => {
    expect(sanitizeTextHtml('<p onclick="alert(1)">Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    )
    expect(sanitizeTextHtml('<img src=x onerror="alert(1)">text')).toBe('text')
    expect(sanitizeTextHtml('<iframe src="https://evil.example.com"></iframe>ok')).toBe('ok')
    expect(sanitizeTextHtml('<form action="/x"><input name="a"></form>ok')).toBe('ok')
    expect(sanitizeTextHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeTextHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>')
    expect(sanitizeTextHtml('<a href="//evil.example.com">x</a>')).toBe('<a>x</a>')
    expect(sanitizeTextHtml('<p data-x="1" id="y">t</p>')).toBe('<p>t</p>')
    expect(sanitizeTextHtml('<svg><script>alert(1)</script></svg>t')).toBe('t')
  })

  it('is stable: cleaning clean HTML changes nothing', () => {
    const dirty =
      '<p>a<b onmouseover="x()">b</b><style>p{}</style><a href="java\tscript:x">c</a></p>'
    const once = sanitizeTextHtml(dirty)
    expect(sanitizeTextHtml(once)).toBe(once)
    expect(once).not.toMatch(/onmouseover|style>|script/)
  })
})
