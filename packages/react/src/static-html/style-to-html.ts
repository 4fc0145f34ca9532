import { escapeHtmlText } from './escape-html-text.ts'
import { notStatic } from './not-static.ts'
import { UNITLESS_CSS_PROPERTIES } from './unitless-css-properties.ts'

/** How React writes one style name. */
interface StyleName {
  /** `name:` as React writes it (hyphenated, custom properties kept; escaped). */
  prefix: string
  /** Numbers are written as they are: 0, unitless properties and custom properties. */
  isUnitless: boolean
}

/** Most pages use the same few dozen style names: their forms are kept (up to this many). */
const NAME_CACHE_SIZE = 512
const names = new Map<string, StyleName>()

/** `marginTop` → `margin-top:`, `msFlex` → `-ms-flex:`, `--x` → `--x:`, as React writes them. */
function styleName(name: string): StyleName {
  let known = names.get(name)
  if (known === undefined) {
    const isCustom = name.startsWith('--')
    const cssName = isCustom
      ? name
      : name
          .replace(/([A-Z])/g, '-$1')
          .toLowerCase()
          .replace(/^ms-/, '-ms-')
    known = {
      prefix: `${escapeHtmlText(cssName)}:`,
      isUnitless: isCustom || UNITLESS_CSS_PROPERTIES.has(name),
    }
    if (names.size >= NAME_CACHE_SIZE) names.clear()
    names.set(name, known)
  }
  return known
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
  for (const name in record) {
    if (!Object.hasOwn(record, name)) continue
    const value = record[name]
    let declaration: string
    if (typeof value === 'string') {
      if (value === '') continue
      declaration = styleName(name).prefix + escapeHtmlText(value.trim())
    } else if (typeof value === 'number') {
      const { prefix, isUnitless } = styleName(name)
      declaration = isUnitless || value === 0 ? `${prefix}${value}` : `${prefix}${value}px`
    } else if (value === null || value === undefined || typeof value === 'boolean') {
      continue
    } else {
      notStatic(`style value of ${name}`)
    }
    html = html === '' ? declaration : `${html};${declaration}`
  }
  return html
}
