const ESCAPED = /[&<>"']/

/**
 * Escapes text or an attribute value exactly as react-dom/server does: `&` `<` `>` `"` `'`
 * become `&amp;` `&lt;` `&gt;` `&quot;` `&#x27;`; numbers and booleans are written as `'' + value`.
 */
export function escapeHtmlText(value: string | number | boolean): string {
  const text = typeof value === 'string' ? value : String(value)
  if (!ESCAPED.test(text)) return text
  // One native pass per character present (`&` first): faster than a replacer callback or a
  // character loop on long values (srcset), and no pass for characters that are absent.
  let html = text.includes('&') ? text.replaceAll('&', '&amp;') : text
  if (html.includes('<')) html = html.replaceAll('<', '&lt;')
  if (html.includes('>')) html = html.replaceAll('>', '&gt;')
  if (html.includes('"')) html = html.replaceAll('"', '&quot;')
  if (html.includes("'")) html = html.replaceAll("'", '&#x27;')
  return html
}
