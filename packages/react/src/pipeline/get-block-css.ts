import { escapeCssIdentifier } from '@tessera/core/css'
import type { Block, Breakpoints } from '@tessera/core'
import { boundedCache } from './bounded-cache.ts'
import { getHoverAnimationStyles } from './get-hover-animation-css.ts'
import { BlockStyleSheet, compactDeclarations } from '../styles/block-style-sheet.ts'
import type { BlockCss } from '../types.ts'

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({})

/**
 * A `<` of an id, escaped (`\<`), becomes its hex escape (`\3c `): the same selector, without
 * a `<` in the text of a `<style>`, which some HTML parsers (happy-dom's, where the hydration
 * tests run) take for the start of a tag.
 */
const LESS_THAN = /</g

/** The class selector of each block id (a page's ids come back at every render). */
const selectors = boundedCache(4096, (id) => {
  const escaped = escapeCssIdentifier(id)
  return escaped.includes('<') ? `.${escaped.replace(LESS_THAN, '3c ')}` : `.${escaped}`
})

/**
 * Adds the CSS of one block to `sheet`: its responsive styles (`large` as a plain rule,
 * `medium`, `small` and `xsmall` in media queries from the content's breakpoints,
 * `builderContext.breakpoints`), its hover animations, and the CSS of its type (`css`, its
 * definition's, given `options`: the block's, localized values resolved). Nothing for a block
 * without id.
 */
export function addBlockCss(
  sheet: BlockStyleSheet,
  block: Block,
  breakpoints: Breakpoints,
  css?: BlockCss,
  options: unknown = block.component?.options,
): void {
  const { id, responsiveStyles, animations } = block
  if (typeof id !== 'string' || id === '') return
  const hasStyles = typeof responsiveStyles === 'object' && responsiveStyles !== null
  const hasAnimations = Array.isArray(animations) && animations.length > 0
  if (!hasStyles && !hasAnimations && css === undefined) return
  const selector = selectors.get(id)
  if (hasStyles) {
    sheet.addRule(selector, compactDeclarations(responsiveStyles.large))
    const { medium, small, xsmall } = breakpoints
    sheet.addMediaRule(medium.max, selector, compactDeclarations(responsiveStyles.medium))
    sheet.addMediaRule(small.max, selector, compactDeclarations(responsiveStyles.small))
    if (xsmall) {
      sheet.addMediaRule(xsmall.max, selector, compactDeclarations(responsiveStyles.xsmall))
    }
  }
  for (const styles of getHoverAnimationStyles(animations)) {
    sheet.addHoverRule(selector, compactDeclarations(styles))
  }
  if (css !== undefined) {
    const values = typeof options === 'object' && options !== null ? options : NO_OPTIONS
    css({ options: values as Readonly<Record<string, unknown>>, selector, breakpoints, sheet })
  }
}

/**
 * The CSS of one block (see {@link addBlockCss}; `css` its definition's), minified: the text of
 * the `<style>` of a block that keeps its own (styles that may change with state, the editor).
 * `''` for none.
 */
export function getBlockCss(block: Block, breakpoints: Breakpoints, css?: BlockCss): string {
  const sheet = new BlockStyleSheet()
  addBlockCss(sheet, block, breakpoints, css)
  return sheet.toString()
}
