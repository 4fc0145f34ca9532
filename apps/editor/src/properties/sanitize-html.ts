import DOMPurify from 'dompurify'

/**
 * Rich text as it may be stored: DOMPurify's HTML profile (no scripts, event handlers,
 * `javascript:` URLs, forms or frames), and links opening a new tab get `rel="noopener"`.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  })
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attributes: string) =>
    /\brel=/.test(attributes) ? match : `<a ${attributes} rel="noopener noreferrer">`,
  )
}
