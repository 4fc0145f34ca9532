import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../../types.ts'

/** Options of the Core:Section block. */
export interface SectionOptions {
  /** Max width in px. Default: 1200. */
  maxWidth?: number
  /**
   * Defer the children until the section is near the viewport. Applies only to client-side
   * renders: server HTML (and its hydration) always has the children, for SEO. Default: false.
   */
  lazyLoad?: boolean
}

/** Margin of the viewport check of `lazyLoad`. */
const LAZY_LOAD_ROOT_MARGIN = '10px'

/** `<section>`: full width up to `maxWidth`, centred, a flex column of the children. */
export function Section({
  maxWidth,
  lazyLoad,
  children,
  builderContext,
}: BlockProps<SectionOptions>) {
  const ref = useRef<HTMLElement>(null)
  // Decided once: true only for a client render (not SSR, not hydration) outside the editor.
  const [isDeferred, setIsDeferred] = useState(
    () => lazyLoad === true && builderContext.isBrowser && !builderContext.isEditing,
  )
  useEffect(() => {
    if (!isDeferred) return undefined
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsDeferred(false)
      return undefined
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsDeferred(false)
          observer.disconnect()
        }
      },
      { rootMargin: LAZY_LOAD_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isDeferred])
  const width = typeof maxWidth === 'number' && Number.isFinite(maxWidth) ? maxWidth : 1200
  return (
    <section
      ref={ref}
      style={{
        width: '100%',
        alignSelf: 'stretch',
        flexGrow: 1,
        boxSizing: 'border-box',
        maxWidth: width,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        marginLeft: 'auto',
        marginRight: 'auto',
      }}
    >
      {isDeferred ? null : children}
    </section>
  )
}
