import type { Entry } from '@tessera/core'
import { CONTENT_BASE_CSS } from './content-base-css.ts'
import { getCustomFontsCss } from './get-custom-fonts-css.ts'
import { scopeCssCode } from './scope-css-code.ts'

/**
 * The text of a content's `<style data-id="builderio-content">`: the base CSS, the
 * `@font-face` rules of `data.customFonts`, then `data.cssCode` scoped to the content. A nested
 * content (a Symbol's) leaves the base CSS to the outer one, as gen-2 does: written again
 * further down the page, its `.builder-button { all: unset }` would win over the styles of the
 * blocks before it (same specificity, later rule), and restyle them once the browser reads it.
 */
export function getContentCss(content: Entry, isNested = false): string {
  return [
    isNested ? '' : CONTENT_BASE_CSS,
    getCustomFontsCss(content.data?.customFonts),
    scopeCssCode(content.data?.cssCode, content.id),
  ]
    .filter((part) => part !== '')
    .join('\n')
}
