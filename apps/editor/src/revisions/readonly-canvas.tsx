import { useEffect, useMemo, useRef, useState } from 'react'
import { CanvasBridge } from '../canvas/canvas-bridge.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { useCanvasBridge } from '../canvas/use-canvas-bridge.ts'

interface ReadOnlyCanvasProps {
  siteUrl: string
  pagePath: string
  contentId: string
  /** What the frame shows: it follows every change of this store. */
  store: DocumentStore
  /** "Revision 3", "Current": the frame's title and caption. */
  title: string
  /** The width the site is shown at (CSS px), scaled down to fit the pane. */
  width: number
}

/**
 * The site in editing mode showing a document, and nothing more: the same messages as the
 * canvas (`builder.contentUpdate`, then patches), but clicks and hovers in it select nothing
 * and nothing in it changes the document.
 */
export function ReadOnlyCanvas(props: ReadOnlyCanvasProps) {
  const { siteUrl, pagePath, contentId, store, title, width } = props
  const frameRef = useRef<HTMLIFrameElement>(null)
  const paneRef = useRef<HTMLDivElement>(null)
  const [isReady, setReady] = useState(false)
  const [pane, setPane] = useState({ width, height: 600 })

  useEffect(() => {
    const element = paneRef.current
    if (!element) return undefined
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPane({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const scale = Math.max(0.1, Math.min(1, pane.width / width))
  const bridge = useMemo(() => {
    const ignore = () => undefined
    return new CanvasBridge(
      siteUrl,
      () => frameRef.current?.contentWindow ?? null,
      store,
      contentId,
      {
        onHover: ignore,
        onSelect: ignore,
        onEmptyClick: ignore,
        onComponent: ignore,
        onReady: () => setReady(true),
      },
    )
  }, [siteUrl, store, contentId])

  const src = useCanvasBridge(bridge, siteUrl, pagePath)

  return (
    <figure className="compare-pane">
      <figcaption className="compare-caption">{title}</figcaption>
      <div ref={paneRef} className="compare-stage">
        <iframe
          ref={frameRef}
          className="compare-frame"
          title={title}
          src={src}
          style={{ width, height: pane.height / scale, transform: `scale(${scale})` }}
        />
      </div>
      {!isReady && <p className="canvas-waiting">Loading {title.toLowerCase()}…</p>}
    </figure>
  )
}
