import type { Entry } from '@tessera/core'
import { getLoadedRenderer, useRenderer } from '#renderer'
import { useMemo, useRef, useState } from 'react'

/** The text of a content's `<style data-id="builderio-content">`, or how to keep the server's. */
export interface ContentCss {
  css: string
  /**
   * True while the style keeps the server's text: `css` is then `''` and the element needs
   * `suppressHydrationWarning` (React leaves its content as the server wrote it).
   */
  isServerCss: boolean
}

/**
 * The content's CSS (`getContentCss`: base CSS, custom fonts, scoped `cssCode`). The code that
 * writes it is in the renderer chunk (`#renderer`): on the server it is at hand; in a browser
 * build, hydrating content keeps the server's `<style>` text (every content has the element,
 * empty when it has no CSS) until the content changes, and only then is the chunk needed.
 */
export function useContentCss(
  content: Entry | null,
  isHydrated: boolean,
  isNested: boolean,
): ContentCss {
  // Hydrating: in a document (not a server build resolving the `browser` condition, e.g. a
  // worker), not after hydration, and the renderer not at hand.
  const [serverContent] = useState(() =>
    typeof document === 'undefined' || isHydrated || getLoadedRenderer() ? null : content,
  )
  // Once the content has changed, the server's text is never taken again (React would keep '').
  const hasLeft = useRef(false)
  if (serverContent !== content) hasLeft.current = true
  const isServerCss = content !== null && !hasLeft.current
  // `use()` (through useRenderer) may be called conditionally.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- useRenderer is React's use()
  const renderer = content && !isServerCss ? (getLoadedRenderer() ?? useRenderer()) : undefined
  const css = useMemo(
    () => (content && renderer ? renderer.getContentCss(content, isNested) : ''),
    [content, renderer, isNested],
  )
  return { css, isServerCss }
}
