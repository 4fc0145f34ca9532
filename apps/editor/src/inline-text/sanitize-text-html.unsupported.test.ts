// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeTextHtml } from './sanitize-text-html.ts'

// happy-dom parses HTML in a way DOMPurify cannot clean (it lets scripts through there).
describe('sanitizeTextHtml where the DOM cannot sanitize', () => {
  it('refuses rather than let anything through', () => {
    expect(() => sanitizeTextHtml('<p>Hi<script>alert(1)</script></p>')).toThrow(
      'HTML cannot be sanitized in this environment',
    )
  })
})
