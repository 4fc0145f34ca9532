import { isSafeCssValue, toCssPropertyName } from '@tessera/core/css'

// V8 optimises `hasOwnProperty.call` on a `for…in` key (see core's css-object-to-text).
const hasOwnProperty = Object.prototype.hasOwnProperty

/** Most pages use the same few dozen style keys: their `name:` starts are kept (up to this many). */
const CACHE_SIZE = 512
/** `<name>:` of each style key seen; `null` for keys that are not property names. */
const starts = new Map<string, string | null>()

function declarationStart(key: string): string | null {
  const known = starts.get(key)
  if (known !== undefined) return known
  if (starts.size >= CACHE_SIZE) starts.clear()
  const name = toCssPropertyName(key)
  const start = name === undefined ? null : `${name}:`
  starts.set(key, start)
  return start
}

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
    const start = declarationStart(key)
    if (start === null) continue
    text += text === '' ? start + value.trim() : `;${start}${value.trim()}`
  }
  return text
}

/** One set of declarations and the selectors sharing it: `.a,.b`, and the last one added. */
interface Group {
  declarations: string
  selectors: string
  last: string
}

/**
 * Rules of one section of a sheet, in order; `index` maps declarations to their group once
 * there are more than {@link SCAN_SIZE}.
 */
interface Rules {
  groups: Group[]
  index: Map<string, Group> | undefined
}

function newRules(): Rules {
  return { groups: [], index: undefined }
}

/**
 * The CSS of the blocks of a list (or of one block), minified, each set of declarations written
 * once for every selector that has it (`.a,.b{margin:0}`). Desktop first, as one block's CSS
 * has always been: every plain rule, then for each breakpoint (widest first) its `@media`
 * rule, then the `:hover` rules. Each selector is one block's class, so the order across
 * blocks does not matter; one block's rules keep their order (plain, then narrower sizes).
 */
export class BlockStyleSheet {
  private plain: Rules | undefined
  /** By the breakpoint's max width, in the order met (each block adds medium, small, xsmall). */
  private media: Map<number, Rules> | undefined
  private hover: Rules | undefined

  /** Adds a plain rule (`declarations` from {@link compactDeclarations}; `''` adds nothing). */
  addRule(selector: string, declarations: string): void {
    if (declarations !== '') add((this.plain ??= newRules()), selector, declarations)
  }

  /** Adds a rule inside `@media (max-width: <maxWidth>px)`. */
  addMediaRule(maxWidth: number, selector: string, declarations: string): void {
    if (declarations === '') return
    this.media ??= new Map()
    let rules = this.media.get(maxWidth)
    if (rules === undefined) {
      rules = newRules()
      this.media.set(maxWidth, rules)
    }
    add(rules, selector, declarations)
  }

  /** Adds a `:hover` rule (the selector without `:hover`). */
  addHoverRule(selector: string, declarations: string): void {
    if (declarations !== '') add((this.hover ??= newRules()), `${selector}:hover`, declarations)
  }

  /** The sheet as CSS text; `''` when empty. */
  toString(): string {
    let css = rulesText(this.plain)
    if (this.media !== undefined) {
      const widths = [...this.media.keys()].sort((a, b) => b - a)
      for (const width of widths) {
        css += `@media (max-width:${width}px){${rulesText(this.media.get(width))}}`
      }
    }
    return css + rulesText(this.hover)
  }
}

function add(rules: Rules, selector: string, declarations: string): void {
  const group =
    rules.index === undefined ? scan(rules, declarations) : rules.index.get(declarations)
  if (group !== undefined) {
    if (group.last !== selector) {
      group.selectors += `,${selector}`
      group.last = selector
    }
    return
  }
  const added = { declarations, selectors: selector, last: selector }
  rules.groups.push(added)
  if (rules.index !== undefined) rules.index.set(declarations, added)
  else if (rules.groups.length > SCAN_SIZE) {
    rules.index = new Map(rules.groups.map((item) => [item.declarations, item]))
  }
}

/**
 * Up to this many sets of declarations, a section is searched by comparing strings rather than
 * by hashing: a page repeats a few sets, and its strings are new at every render (hashing each
 * costs more than comparing it with a few of the same length).
 */
const SCAN_SIZE = 16

function scan(rules: Rules, declarations: string): Group | undefined {
  // An indexed loop: iterating the array would allocate at each step.
  const { groups } = rules
  for (let at = 0; at < groups.length; at++) {
    const group = groups[at] as Group
    if (group.declarations === declarations) return group
  }
  return undefined
}

function rulesText(rules: Rules | undefined): string {
  if (rules === undefined) return ''
  let css = ''
  for (const group of rules.groups) css += `${group.selectors}{${group.declarations}}`
  return css
}
