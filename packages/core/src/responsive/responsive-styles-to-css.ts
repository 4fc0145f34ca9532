import { ValidationError } from '../errors.ts'
import type { ResponsiveStyles, SizeName } from '../types/block.ts'
import type { CustomBreakpoints } from '../types/entry.ts'
import { cssDeclarations } from './css-object-to-text.ts'
import { escapeCssIdentifier } from './escape-css-identifier.ts'
import { getBreakpoints } from './get-breakpoints.ts'
import type { Breakpoints, SizeRange } from './get-breakpoints.ts'

export interface ResponsiveStylesToCssOptions {
  /**
   * The content's custom breakpoints (`meta.breakpoints`), passed to `getBreakpoints`.
   * @default undefined (the standard breakpoints, no xsmall)
   */
  breakpoints?: CustomBreakpoints | null
  /**
   * The content's breakpoints already computed by `getBreakpoints` (faster when rendering many
   * blocks of one content); `breakpoints` is then ignored.
   * @default getBreakpoints(breakpoints)
   */
  resolvedBreakpoints?: Breakpoints
  /**
   * Selector of the rules, used instead of the block id (`blockId` is then ignored). It must
   * not contain `{`, `}`, `<`, `;` or `/*`.
   * @default `.` followed by the CSS-escaped block id
   */
  selector?: string
}

const LARGE_SEPARATOR = '\n  '
const MEDIA_SEPARATOR = '\n    '
const UNSAFE_SELECTOR = /[{}<;]|\/\*/

function resolveSelector(blockId: string, selector: string | undefined): string {
  if (selector !== undefined) {
    if (typeof selector !== 'string' || selector.trim() === '' || UNSAFE_SELECTOR.test(selector)) {
      throw new ValidationError(
        `responsiveStylesToCss: invalid selector ${JSON.stringify(selector)}; it must be non-empty and contain none of { } < ; /*`,
      )
    }
    return selector.trim()
  }
  if (typeof blockId !== 'string' || blockId === '') {
    throw new ValidationError('responsiveStylesToCss: blockId must be a non-empty string')
  }
  return `.${escapeCssIdentifier(blockId)}`
}

/**
 * The CSS of a block's `responsiveStyles`, desktop first: the `large` styles as a plain rule,
 * then `medium`, `small` and `xsmall` each inside `@media (max-width: <max>px)` of that size.
 * `xsmall` is emitted only when the content's breakpoints define it. Sizes with no declaration
 * left (see `cssObjectToText`) are skipped; `''` when nothing is left.
 *
 * The output is byte-identical wherever it runs (server and browser): two-space indents, one
 * declaration per line, rules joined by `\n`, no trailing newline. For example:
 * ```css
 * .builder-abc {
 *   color: red;
 * }
 * @media (max-width: 991px) {
 *   .builder-abc {
 *     color: blue;
 *   }
 * }
 * ```
 * @throws {ValidationError} when `blockId` is empty (and no `selector` is given) or the
 *   `selector` is unsafe.
 */
export function responsiveStylesToCss(
  blockId: string,
  styles: ResponsiveStyles | null | undefined,
  options: ResponsiveStylesToCssOptions = {},
): string {
  const selector = resolveSelector(blockId, options.selector)
  if (styles === null || typeof styles !== 'object') return ''
  const breakpoints = options.resolvedBreakpoints ?? getBreakpoints(options.breakpoints)
  // Declarations come with their leading line break: one string per size, no joins. The sizes
  // are read by name (not in a loop over names: faster property reads).
  const large = cssDeclarations(styles.large, LARGE_SEPARATOR)
  let css = large === '' ? '' : `${selector} {${large}\n}`
  css = withMediaRule(css, selector, breakpoints.medium, styles.medium)
  css = withMediaRule(css, selector, breakpoints.small, styles.small)
  return withMediaRule(css, selector, breakpoints.xsmall, styles.xsmall)
}

/** `css` and the rule of one size in its media query, when it has declarations. */
function withMediaRule(
  css: string,
  selector: string,
  range: SizeRange | undefined,
  styles: ResponsiveStyles[SizeName],
): string {
  if (!range) return css
  const body = cssDeclarations(styles, MEDIA_SEPARATOR)
  if (body === '') return css
  const rule = `@media (max-width: ${range.max}px) {\n  ${selector} {${body}\n  }\n}`
  return css === '' ? rule : `${css}\n${rule}`
}
