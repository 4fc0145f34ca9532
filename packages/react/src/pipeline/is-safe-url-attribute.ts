/** Attributes (lower-cased; HTML names ignore case) whose value a browser may load or run. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'data',
  'cite',
  'background',
  'ping',
  'values',
  'from',
  'to',
  'by',
])
// Browsers ignore ASCII whitespace and control characters inside a URL scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g

/**
 * Whether content may put `value` in the URL attribute `name`: no `javascript:` or `vbscript:`
 * URL, and `data:` only for images in `src`/`poster`. `srcdoc` is never allowed.
 */
export function isSafeUrlAttribute(name: string, value: unknown): boolean {
  if (name === 'srcdoc') return false
  if (!URL_ATTRIBUTES.has(name) || typeof value !== 'string') return true
  const compact = value.replace(IGNORED_IN_SCHEME, '').toLowerCase()
  if (compact.startsWith('javascript:') || compact.startsWith('vbscript:')) return false
  if (compact.startsWith('data:')) {
    return (name === 'src' || name === 'poster') && compact.startsWith('data:image/')
  }
  return true
}
