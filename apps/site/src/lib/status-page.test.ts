import { describe, expect, it } from 'vitest'
import { escapeHtml, statusPageHtml } from './status-page.ts'

describe('statusPageHtml', () => {
  it('titles the page with the status and its reason phrase', () => {
    const html = statusPageHtml(405, 'Pages answer GET and HEAD.')
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toContain('<title>405 Method Not Allowed</title>')
    expect(html).toContain('<h1>405 Method Not Allowed</h1>')
    expect(html).toContain('<p>Pages answer GET and HEAD.</p>')
  })

  it('escapes the message', () => {
    const html = statusPageHtml(400, 'Invalid builder.x: received "<script>alert(1)</script>"')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;')
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})
