import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * Whether the element of `ref` has come within `rootMargin` of the viewport, watched while
 * `watch` holds (false until then). Without `IntersectionObserver` (or without the element), it
 * counts as near at once. Once near, it stays near.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  watch: boolean,
  rootMargin: string,
): boolean {
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    if (!watch || isNear) return undefined
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setIsNear(true)
        observer.disconnect()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, watch, isNear, rootMargin])
  return isNear
}
