import type { Entry } from '@tessera/core'
import { getLoadedRenderer, loadRenderer } from '#renderer'
import { getLoadedParts, useParts } from '#renderer-parts'
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
 * writes it is a chunk of its own in browser builds (`#renderer-parts`): on the server it is at
 * hand; in a browser build, hydrating content keeps the server's `<style>` text (every content
 * has the element, empty when it has no CSS) until the content changes, and only then is the
 * chunk needed.
 */
export function useContentCss(
  content: Entry | null,
  isHydrated: boolean,
  isNested: boolean,
): ContentCss {
  // Hydrating: in a document (not a server build resolving the `browser` condition, e.g. a
  // worker), not after hydration, and the code not at hand.
  const [serverContent] = useState(() =>
    typeof document === 'undefined' || isHydrated || getLoadedParts() ? null : content,
  )
  // Once the content has changed, the server's text is never taken again (React would keep '').
  const hasLeft = useRef(false)
  if (serverContent !== content) hasLeft.current = true
  const isServerCss = content !== null && !hasLeft.current
  const needsCode = content !== null && !isServerCss
  // Content the server did not render (a client-only app, new content after hydration) waits
  // here for the parts' chunk before its blocks render: start the renderer's chunk, which the
  // blocks will ask for next, at the same time rather than after it.
  if (needsCode && !getLoadedParts() && !getLoadedRenderer()) void loadRenderer()
  // `use()` (through useParts) may be called conditionally.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- useParts is React's use()
  const code = needsCode ? useParts().contentCss : undefined
  const css = useMemo(
    () => (content && code ? code.getContentCss(content, isNested) : ''),
    [content, code, isNested],
  )
  return { css, isServerCss }
}
