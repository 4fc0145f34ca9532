const ESCAPED = /[&<>"']/

/**
 * Escapes text or an attribute value exactly as react-dom/server does: `&` `<` `>` `"` `'`
 * become `&amp;` `&lt;` `&gt;` `&quot;` `&#x27;`; numbers and booleans are written as `'' + value`.
 */
export function escapeHtmlText(value: string | number | boolean): string {
  const text = typeof value === 'string' ? value : String(value)
  if (!ESCAPED.test(text)) return text
  // One native pass per character: faster than a replacer callback on long values (srcset).
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
