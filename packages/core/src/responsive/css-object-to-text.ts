const CUSTOM_PROPERTY = /^--[\w-]+$/
const PROPERTY = /^-?[a-z][a-z0-9-]*$/

const UPPER_A = 0x41
const UPPER_Z = 0x5a

function isUpper(code: number): boolean {
  return code >= UPPER_A && code <= UPPER_Z
}

/**
 * The CSS name of a style key: camelCase becomes kebab-case (`fontSize` → `font-size`), vendor
 * prefixes get their leading dash (`WebkitTransition` → `-webkit-transition`,
 * `msTransform` → `-ms-transform`), kebab-case keys and custom properties (`--brand-color`)
 * are kept. Returns `undefined` for a key that is not a plain property name.
 */
export function toCssPropertyName(key: string): string | undefined {
  if (key.startsWith('--')) return CUSTOM_PROPERTY.test(key) ? key : undefined
  // One pass instead of a regex replace: style keys are short and most have one capital.
  let name = key.startsWith('ms') && isUpper(key.charCodeAt(2)) ? '-' : ''
  let from = 0
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i)
    if (!isUpper(code)) continue
    name += `${key.slice(from, i)}-${String.fromCharCode(code + 0x20)}`
    from = i + 1
  }
  name = from === 0 ? name + key : name + key.slice(from)
  return PROPERTY.test(name) ? name : undefined
}

/**
 * Whether a style value may be written into a CSS rule: a non-blank string without `{`, `}`,
 * `<`, `;`, `/*`, control characters (line breaks included) or a trailing backslash — any of
 * which could end the rule or the `<style>` element, or swallow the CSS that follows.
 */
export function isSafeCssValue(value: unknown): value is string {
  if (typeof value !== 'string') return false
  let isBlank = true
  let previous = 0
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    // Control characters, DEL, `{` `}` `<` `;`, and `/*`.
    if (code < 0x20 || code === 0x7f || code === 0x7b || code === 0x7d) return false
    if (code === 0x3c || code === 0x3b || (code === 0x2a && previous === 0x2f)) return false
    if (isBlank && code !== 0x20 && !/\s/.test(value.charAt(i))) isBlank = false
    previous = code
  }
  // A trailing backslash would escape what follows the value.
  return !isBlank && previous !== 0x5c
}

export interface CssObjectToTextOptions {
  /**
   * Put before every declaration.
   * @default ''
   */
  indent?: string
}

/**
 * CSS declarations of a style object, one per line as `<indent><name>: <value>;`, in the
 * object's key order, joined with `\n` (no trailing newline; `''` when nothing is left).
 * Keys go through `toCssPropertyName`; values are trimmed. Dropped: non-string values (like
 * Builder's gen-2 renderer, numbers are dropped too), keys that are not property names, and
 * values that fail `isSafeCssValue`.
 * @example
 * cssObjectToText({ fontSize: '12px', color: 'red' }) // 'font-size: 12px;\ncolor: red;'
 */
export function cssObjectToText(
  styles: Readonly<Record<string, unknown>> | null | undefined,
  options: CssObjectToTextOptions = {},
): string {
  if (styles === null || typeof styles !== 'object' || Array.isArray(styles)) return ''
  const { indent = '' } = options
  let text = ''
  for (const key in styles) {
    if (!Object.hasOwn(styles, key)) continue
    const value = styles[key]
    if (!isSafeCssValue(value)) continue
    const name = toCssPropertyName(key)
    if (name === undefined) continue
    text += `${text === '' ? '' : '\n'}${indent}${name}: ${value.trim()};`
  }
  return text
}
