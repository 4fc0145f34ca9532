import { isSafeCssValue, toCssPropertyName } from '@tessera/core/css'

// V8 optimises `hasOwnProperty.call` on a `for…in` key (see core's css-object-to-text).
const hasOwnProperty = Object.prototype.hasOwnProperty

/**
 * The declarations of a style object, minified: `name:value;name:value` in the object's key
 * order, with the rules of core's `cssObjectToText` (keys through `toCssPropertyName`, values
 * trimmed, unsafe or non-string values dropped). `''` when nothing is left.
 */
export function compactDeclarations(styles: unknown): string {
  if (styles === null || typeof styles !== 'object' || Array.isArray(styles)) return ''
  const record = styles as Record<string, unknown>
  let text = ''
  for (const key in record) {
    if (!hasOwnProperty.call(record, key)) continue
    const value = record[key]
    if (!isSafeCssValue(value)) continue
    const name = toCssPropertyName(key)
    if (name === undefined) continue
    text += text === '' ? `${name}:${value.trim()}` : `;${name}:${value.trim()}`
  }
  return text
}

/** Rules of one section of a sheet: declarations → the selectors that share them, in order. */
type Rules = Map<string, string[]>

/**
 * The CSS of the blocks of a list (or of one block), minified, each set of declarations written
 * once for every selector that has it (`.a,.b{margin:0}`). Desktop first, as one block's CSS
 * has always been: every plain rule, then for each breakpoint (widest first) its `@media`
 * rule, then the `:hover` rules. Each selector is one block's class, so the order across
 * blocks does not matter; one block's rules keep their order (plain, then narrower sizes).
 */
export class BlockStyleSheet {
  private readonly plain: Rules = new Map()
  /** By the breakpoint's max width, in the order met (each block adds medium, small, xsmall). */
  private readonly media = new Map<number, Rules>()
  private readonly hover: Rules = new Map()

  /** Adds a plain rule (`declarations` from {@link compactDeclarations}; `''` adds nothing). */
  addRule(selector: string, declarations: string): void {
    add(this.plain, selector, declarations)
  }

  /** Adds a rule inside `@media (max-width: <maxWidth>px)`. */
  addMediaRule(maxWidth: number, selector: string, declarations: string): void {
    if (declarations === '') return
    let rules = this.media.get(maxWidth)
    if (rules === undefined) {
      rules = new Map()
      this.media.set(maxWidth, rules)
    }
    add(rules, selector, declarations)
  }

  /** Adds a `:hover` rule (the selector without `:hover`). */
  addHoverRule(selector: string, declarations: string): void {
    add(this.hover, `${selector}:hover`, declarations)
  }

  /** The sheet as CSS text; `''` when empty. */
  toString(): string {
    let css = rulesText(this.plain)
    const widths = [...this.media.keys()].sort((a, b) => b - a)
    for (const width of widths) {
      css += `@media (max-width:${width}px){${rulesText(this.media.get(width) ?? new Map())}}`
    }
    return css + rulesText(this.hover)
  }
}

function add(rules: Rules, selector: string, declarations: string): void {
  if (declarations === '') return
  const selectors = rules.get(declarations)
  if (selectors === undefined) rules.set(declarations, [selector])
  else if (selectors[selectors.length - 1] !== selector) selectors.push(selector)
}

function rulesText(rules: Rules): string {
  let css = ''
  for (const [declarations, selectors] of rules) css += `${selectors.join(',')}{${declarations}}`
  return css
}
