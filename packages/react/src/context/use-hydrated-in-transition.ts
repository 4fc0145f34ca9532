import { startTransition, useEffect, useState } from 'react'

/**
 * `isHydrated` (from `useIsHydrated`) as `<Content>` puts it in its context: at once in a
 * client render, but after hydration only through a transition. A synchronous context change
 * would reach the parts of the page still waiting for a lazy chunk (a widget, the renderer)
 * before they hydrate, and React would drop their server HTML and render them again from
 * scratch; a transition waits for them instead.
 */
export function useHydratedInTransition(isHydrated: boolean): boolean {
  const [inContext, setInContext] = useState(isHydrated)
  useEffect(() => {
    if (isHydrated && !inContext) startTransition(() => setInContext(true))
  }, [isHydrated, inContext])
  return inContext
}
