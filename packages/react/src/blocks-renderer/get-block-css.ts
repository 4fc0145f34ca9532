import { responsiveStylesToCss } from '@tessera/core'
import type { Block, CustomBreakpoints } from '@tessera/core'
import { getHoverAnimationCss } from '../animations/get-hover-animation-css.ts'

/**
 * The CSS of one block: its responsive styles (desktop first, media queries from the content's
 * breakpoints) then its hover animations. `''` for a block without id or styles.
 */
export function getBlockCss(block: Block, breakpoints: CustomBreakpoints | undefined): string {
  if (typeof block.id !== 'string' || block.id === '') return ''
  return [
    responsiveStylesToCss(block.id, block.responsiveStyles, { breakpoints }),
    getHoverAnimationCss(block.id, block.animations),
  ]
    .filter((part) => part !== '')
    .join('\n')
}
