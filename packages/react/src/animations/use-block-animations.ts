import type { Animation } from '@tessera/core'
import { getLoadedParts, loadParts } from '#renderer-parts'
import type { RendererParts } from '#renderer-parts'
import { useEffect } from 'react'
import { getAnimationStyles } from './animation-styles.ts'

/**
 * Runs a block's `pageLoad` and `scrollInView` animations after it mounts (browser only;
 * `hover` animations are plain CSS). Re-binds when the animations or the id change. In browser
 * builds the code that runs them is a chunk (`#renderer-parts`), loaded the first time a block
 * has such an animation: the block stays as rendered until then, and unanimated should the
 * chunk fail to load.
 */
export function useBlockAnimations(
  blockId: string | undefined,
  animations: readonly Animation[] | undefined,
  isEnabled: boolean,
): void {
  useEffect(() => {
    if (!isEnabled || !blockId || !Array.isArray(animations)) return undefined
    const bound = animations.filter((animation) => animation && animation.trigger !== 'hover')
    if (bound.length === 0) return undefined
    let stops: Array<() => void> | undefined
    let isStopped = false
    const bind = ({ animations: { bindAnimation } }: RendererParts) => {
      if (isStopped) return
      stops = bound.map((animation) =>
        bindAnimation(animation, blockId, getAnimationStyles(animation)),
      )
    }
    const loaded = getLoadedParts()
    if (loaded) bind(loaded)
    else loadParts().then(bind, () => {})
    return () => {
      isStopped = true
      stops?.forEach((stop) => stop())
    }
  }, [blockId, animations, isEnabled])
}
