import type { Animation } from '@tessera/core'
import { useEffect } from 'react'
import { bindAnimation } from './bind-animation.ts'

/**
 * Runs a block's `pageLoad` and `scrollInView` animations after it mounts (browser only;
 * `hover` animations are plain CSS). Re-binds when the animations or the id change.
 */
export function useBlockAnimations(
  blockId: string | undefined,
  animations: readonly Animation[] | undefined,
  isEnabled: boolean,
): void {
  useEffect(() => {
    if (!isEnabled || !blockId || !Array.isArray(animations)) return undefined
    const stops = animations
      .filter((animation) => animation && animation.trigger !== 'hover')
      .map((animation) => bindAnimation(animation, blockId))
    return () => stops.forEach((stop) => stop())
  }, [blockId, animations, isEnabled])
}
