const CUSTOM_PROPERTY = /^--[\w-]+$/
const PROPERTY = /^-?[a-z][a-z0-9-]*$/
/** Text that could end the declaration, the rule or the `<style>` element, or open a comment. */
const UNSAFE_VALUE = /[{}<;]|\/\*|\\$/

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * The CSS name of a style key: camelCase becomes kebab-case (`fontSize` → `font-size`), vendor
 * prefixes get their leading dash (`WebkitTransition` → `-webkit-transition`,
 * `msTransform` → `-ms-transform`), kebab-case keys and custom properties (`--brand-color`)
 * are kept. Returns `undefined` for a key that is not a plain property name.
 */
export function toCssPropertyName(key: string): string | undefined {
  if (key.startsWith('--')) return CUSTOM_PROPERTY.test(key) ? key : undefined
  const prefixed = /^ms[A-Z]/.test(key) ? `-${key}` : key
  const name = prefixed.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return PROPERTY.test(name) ? name : undefined
}

/**
 * Whether a style value may be written into a CSS rule: a non-blank string without `{`, `}`,
 * `<`, `;`, `/*`, control characters (line breaks included) or a trailing backslash — any of
 * which could end the rule or the `<style>` element, or swallow the CSS that follows.
 */
export function isSafeCssValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    !UNSAFE_VALUE.test(value) &&
    !hasControlCharacter(value)
  )
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
  const lines: string[] = []
  for (const [key, value] of Object.entries(styles)) {
    const name = toCssPropertyName(key)
    if (name === undefined || !isSafeCssValue(value)) continue
    lines.push(`${indent}${name}: ${value.trim()};`)
  }
  return lines.join('\n')
}
