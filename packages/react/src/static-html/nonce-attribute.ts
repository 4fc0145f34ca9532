import { escapeHtmlText } from './escape-html-text.ts'

/**
 * The ` nonce="…"` of a `<style>` start tag written as HTML, as React writes the `nonce` prop
 * (after `data-id`); `''` without a nonce. See `BuilderContextValue.nonce`.
 */
export function nonceAttributeHtml(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtmlText(nonce)}"` : ''
}
