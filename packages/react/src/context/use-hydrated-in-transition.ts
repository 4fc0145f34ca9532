import { startTransition, useEffect, useState } from 'react'
import { useIsHydrated } from './use-is-hydrated.ts'

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

/**
 * {@link useIsHydrated} for a component with much to add once hydrated (the carousel's other
 * slides, the masonry's other tiles): after hydration it turns true in a transition, so React
 * renders that work in slices between the browser's tasks instead of in one synchronous
 * re-render right after hydration (which would block input, and count as Total Blocking Time).
 */
export function useIsHydratedInTransition(): boolean {
  return useHydratedInTransition(useIsHydrated())
}
