import type { CustomFont } from '@tessera/core'

/** Characters that could end a quoted CSS string or the `<style>` element. */
const UNSAFE = /["'\\<>\n\r\f]/

function isSafe(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !UNSAFE.test(value)
}

function fontFace(family: string, src: string, weight: string): string {
  return `@font-face{font-family:"${family}";src:${src};font-display:fallback;font-weight:${weight}}`
}

/**
 * `@font-face` rules for a content's `customFonts`: the regular file (`fileUrl`, else
 * `files.regular`) as weight 400 with `local("<family>")` first, then one rule per numeric key
 * of `files` (other than 400) as that weight. Files are woff2 with `font-display: fallback`.
 * Fonts or files whose name or URL holds quotes, backslashes, `<`, `>` or line breaks are
 * skipped. Minified, one rule after the other.
 */
export function getCustomFontsCss(fonts: readonly CustomFont[] | undefined): string {
  if (!Array.isArray(fonts)) return ''
  const rules: string[] = []
  for (const font of fonts) {
    if (!font || !isSafe(font.family)) continue
    const family = font.family.trim()
    const files = typeof font.files === 'object' && font.files !== null ? font.files : {}
    const regular = font.fileUrl ?? files.regular
    if (isSafe(regular)) {
      rules.push(fontFace(family, `local("${family}"),url("${regular}") format("woff2")`, '400'))
    }
    for (const [weight, url] of Object.entries(files)) {
      if (!/^\d+$/.test(weight) || weight === '400' || !isSafe(url)) continue
      rules.push(fontFace(family, `url("${url}") format("woff2")`, weight))
    }
  }
  return rules.join('')
}
