import type { Entry } from '@tessera/core'
import { CONTENT_BASE_CSS } from './content-base-css.ts'
import { getCustomFontsCss } from './get-custom-fonts-css.ts'
import { scopeCssCode } from './scope-css-code.ts'

/**
 * The text of a content's `<style data-id="builderio-content">`: the base CSS, the
 * `@font-face` rules of `data.customFonts`, then `data.cssCode` scoped to the content.
 */
export function getContentCss(content: Entry): string {
  return [
    CONTENT_BASE_CSS,
    getCustomFontsCss(content.data?.customFonts),
    scopeCssCode(content.data?.cssCode, content.id),
  ]
    .filter((part) => part !== '')
    .join('\n')
}
