// V8 optimises `hasOwnProperty.call` on a `for…in` key, not `Object.hasOwn`: ~2.5× faster loops.
const hasOwnProperty = Object.prototype.hasOwnProperty
const CUSTOM_PROPERTY = /^--[\w-]+$/
const PROPERTY = /^-?[a-z][a-z0-9-]*$/
/** Any whitespace `String.prototype.trim` removes, beyond ASCII. */
const WHITESPACE = /\s/

/** `fontSize` → `font-size`, `msTransform` → `-ms-transform`; `undefined` for other keys. */
function computeCssPropertyName(key: string): string | undefined {
  if (key.startsWith('--')) return CUSTOM_PROPERTY.test(key) ? key : undefined
  // Names are cached (see below): this runs once per key.
  const kebab = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  const name = /^ms[A-Z]/.test(key) ? `-${kebab}` : kebab
  return PROPERTY.test(name) ? name : undefined
}

/** Most keys a page uses are the same few dozen: their names are kept (up to this many). */
const CACHE_SIZE = 512
/** Names of style keys seen; `null` for keys that are not property names. */
const names = new Map<string, string | null>()
/** Per separator, `<separator><name>: ` of the style keys seen (`null`: not a property name). */
const prefixes = new Map<string, Map<string, string | null>>()

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_SIZE) cache.clear()
  cache.set(key, value)
  return value
}

/**
 * The CSS name of a style key: camelCase becomes kebab-case (`fontSize` → `font-size`), vendor
 * prefixes get their leading dash (`WebkitTransition` → `-webkit-transition`,
 * `msTransform` → `-ms-transform`), kebab-case keys and custom properties (`--brand-color`)
 * are kept. Returns `undefined` for a key that is not a plain property name.
 */
export function toCssPropertyName(key: string): string | undefined {
  const known = names.get(key)
  if (known !== undefined) return known ?? undefined
  return remember(names, key, computeCssPropertyName(key) ?? null) ?? undefined
}

/** `<separator><name>: ` for a style key, or `null` when it is not a property name. */
function declarationStart(
  key: string,
  separator: string,
  starts: Map<string, string | null>,
): string | null {
  const known = starts.get(key)
  if (known !== undefined) return known
  const name = toCssPropertyName(key)
  return remember(starts, key, name === undefined ? null : `${separator}${name}: `)
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
    // Printable ASCII other than the space is never whitespace; other characters may be.
    if (isBlank && code !== 0x20 && (code < 0x80 || !WHITESPACE.test(value.charAt(i)))) {
      isBlank = false
    }
    previous = code
  }
  // A trailing backslash would escape what follows the value.
  return !isBlank && previous !== 0x5c
}

/**
 * The declarations of a style object as {@link cssObjectToText} writes them, each preceded by
 * `separator` (a line break and the indent): `''` when nothing is left.
 */
export function cssDeclarations(
  styles: Readonly<Record<string, unknown>> | null | undefined,
  separator: string,
): string {
  if (styles === null || typeof styles !== 'object' || Array.isArray(styles)) return ''
  const starts = prefixes.get(separator) ?? remember(prefixes, separator, new Map())
  let text = ''
  for (const key in styles) {
    if (!hasOwnProperty.call(styles, key)) continue
    const value = styles[key]
    if (!isSafeCssValue(value)) continue
    const start = declarationStart(key, separator, starts)
    if (start !== null) text += `${start}${value.trim()};`
  }
  return text
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
  const text = cssDeclarations(styles, `\n${options.indent ?? ''}`)
  return text === '' ? '' : text.slice(1)
}
