import { hasOwnKey } from '../pipeline/has-own-key.ts'
import { escapeHtmlText } from './escape-html-text.ts'
import { notStatic } from './not-static.ts'
import { UNITLESS_CSS_PROPERTIES } from './unitless-css-properties.ts'

/** Style names seen (authors' keys included), up to this many; a full map starts over. */
const MAX_NAMES = 1024
const names = new Map<string, string>()

/** `marginTop` → `margin-top`, `msFlex` → `-ms-flex`, as React writes style names. */
function cssName(styleName: string): string {
  let name = names.get(styleName)
  if (name === undefined) {
    name = escapeHtmlText(
      styleName
        .replace(/([A-Z])/g, '-$1')
        .toLowerCase()
        .replace(/^ms-/, '-ms-'),
    )
    if (names.size >= MAX_NAMES) names.clear()
    names.set(styleName, name)
  }
  return name
}

/**
 * The value of the `style` attribute React writes for a style object (already escaped), `''`
 * when no declaration is left: `name:value` joined by `;`, names hyphenated (custom properties
 * kept, with their numbers as is), numbers with `px` except 0 and unitless properties, strings
 * trimmed; `null`,
 * `undefined`, booleans and `''` left out.
 * @throws NotStaticError for a value that is not a string, number, boolean or nullish
 */
export function styleToHtml(style: object): string {
  let html = ''
  const record = style as Record<string, unknown>
  for (const styleName in record) {
    if (!hasOwnKey(record, styleName)) continue
    const value = record[styleName]
    if (value === null || value === undefined || typeof value === 'boolean' || value === '')
      continue
    const isCustom = styleName.startsWith('--')
    let text: string
    if (typeof value === 'number' && isCustom) {
      text = `${value}`
    } else if (typeof value === 'number') {
      text = value === 0 || UNITLESS_CSS_PROPERTIES.has(styleName) ? `${value}` : `${value}px`
    } else if (typeof value === 'string') {
      text = escapeHtmlText(value.trim())
    } else {
      notStatic(`style value of ${styleName}`)
    }
    const name = isCustom ? escapeHtmlText(styleName) : cssName(styleName)
    html += html === '' ? `${name}:${text}` : `;${name}:${text}`
  }
  return html
}
