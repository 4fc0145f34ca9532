import { responsiveStylesToCss } from '@tessera/core/css'
import type { Block, Breakpoints } from '@tessera/core'
import { getHoverAnimationCss } from './get-hover-animation-css.ts'

/**
 * The CSS of one block: its responsive styles (desktop first, media queries from the content's
 * breakpoints, `builderContext.breakpoints`) then its hover animations. `''` for a block
 * without id or styles.
 */
export function getBlockCss(block: Block, breakpoints: Breakpoints): string {
  const { id, responsiveStyles, animations } = block
  if (typeof id !== 'string' || id === '') return ''
  const styles =
    typeof responsiveStyles === 'object' && responsiveStyles !== null
      ? responsiveStylesToCss(id, responsiveStyles, { resolvedBreakpoints: breakpoints })
      : ''
  const hover = Array.isArray(animations) ? getHoverAnimationCss(id, animations) : ''
  return styles === '' || hover === '' ? styles + hover : `${styles}\n${hover}`
}
