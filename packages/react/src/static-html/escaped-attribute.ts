/**
 * An attribute value already escaped as `escapeHtmlText` escapes it: `attributesToHtml` writes
 * it as it is (for long values built from escaped parts, such as a srcset).
 */
export class EscapedAttribute {
  /** The escaped value. */
  readonly html: string

  constructor(html: string) {
    this.html = html
  }
}
