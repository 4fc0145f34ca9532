import { boundedCache } from '../pipeline/bounded-cache.ts'

const ESCAPED = /[&<>"']/

/**
 * Values at least this long, written again and again (the `srcset`s of a page's images, the
 * same few URLs), are escaped once: up to 256 are kept, a full cache starts over.
 */
const LONG = 256
/** Longer values (inline `data:` images) are escaped each time rather than kept in memory. */
const MAX_KEPT = 8192
const longEscapes = boundedCache(256, (text) => escape(text))

/**
 * Escapes text or an attribute value exactly as react-dom/server does: `&` `<` `>` `"` `'`
 * become `&amp;` `&lt;` `&gt;` `&quot;` `&#x27;`; numbers and booleans are written as `'' + value`.
 */
export function escapeHtmlText(value: string | number | boolean): string {
  const text = typeof value === 'string' ? value : String(value)
  return text.length >= LONG && text.length <= MAX_KEPT ? longEscapes.get(text) : escape(text)
}

function escape(text: string): string {
  if (!ESCAPED.test(text)) return text
  // One native pass per character: faster than a replacer callback on long values (srcset).
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
