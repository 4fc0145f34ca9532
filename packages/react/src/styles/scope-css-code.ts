import { safeStyleText } from './safe-style-text.ts'

/**
 * The selector of a content's wrapper: `div[builder-content-id="<id>"]`. A content without an
 * id (made in code, or a data entry passed as is) renders its wrapper without the attribute:
 * its selector is then any content wrapper of its model, `div[builder-model]`.
 */
function contentScopeSelector(contentId: unknown): string {
  if (typeof contentId !== 'string' || contentId === '') return 'div[builder-model]'
  return `div[builder-content-id="${contentId.replace(/["\\\n\r]/g, (char) => `\\${char}`)}"]`
}

/**
 * A content's `cssCode` with every `&` replaced by the content's scope selector (Builder gen-2),
 * made safe for a `<style>` element. `''` for anything but a non-blank string.
 * @example
 * scopeCssCode('& .title { color: red }', 'c1') // 'div[builder-content-id="c1"] .title { color: red }'
 */
export function scopeCssCode(cssCode: unknown, contentId: unknown): string {
  if (typeof cssCode !== 'string' || cssCode.trim() === '') return ''
  const selector = contentScopeSelector(contentId)
  return safeStyleText(cssCode.replace(/&/g, selector).trim())
}
