import { useEffect, useMemo, useRef, useState } from 'react'
import type { BlockRect, RegisteredComponentInfo } from '@tessera/core/editor'
import type { Selection } from '../editor/selection.ts'
import { InlineTextToolbar } from '../inline-text/inline-text-toolbar.tsx'
import { useStopOnSelection } from '../inline-text/use-stop-on-selection.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { CanvasBridge } from './canvas-bridge.ts'
import { RuntimeNote } from './runtime-note.tsx'
import type { SiteSdk } from './site-sdk.ts'

interface CanvasFrameProps {
  siteUrl: string
  pagePath: string
  contentId: string
  store: DocumentStore
  selection: Selection
  /** Width of the frame in CSS px (the breakpoint being edited). */
  width: number
  onComponent: (info: RegisteredComponentInfo) => void
  /** A viewer: inline text editing is refused. */
  readOnly?: boolean
}

/** The site in editing mode at a width, with hover and selection outlines drawn over it. */
export function CanvasFrame(props: CanvasFrameProps) {
  const { siteUrl, pagePath, contentId, store, selection, width } = props
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [hoverRect, setHoverRect] = useState<BlockRect>()
  const [selectRect, setSelectRect] = useState<BlockRect>()
  const [isReady, setReady] = useState(false)
  const [sdk, setSdk] = useState<SiteSdk>()
  const onComponent = useRef(props.onComponent)
  onComponent.current = props.onComponent

  const bridge = useMemo(
    () =>
      new CanvasBridge(siteUrl, () => frameRef.current?.contentWindow ?? null, store, contentId, {
        onHover: (id, rect) => {
          selection.setHover(id)
          setHoverRect(id === null ? undefined : rect)
        },
        onSelect: (id, rect) => {
          selection.select(id)
          setSelectRect(rect)
        },
        onEmptyClick: (parentId) => selection.select(parentId),
        onComponent: (info) => onComponent.current(info),
        onReady: (_patches, info) => {
          setReady(true)
          setSdk(info)
        },
      }),
    [siteUrl, store, contentId, selection],
  )

  const readOnly = props.readOnly === true
  useEffect(() => {
    bridge.text.readOnly = readOnly
  }, [bridge, readOnly])
  useStopOnSelection(selection, bridge.text)

  useEffect(() => {
    window.addEventListener('message', bridge.receive)
    return () => {
      window.removeEventListener('message', bridge.receive)
      bridge.dispose()
    }
  }, [bridge])

  // The canvas outline is the box the site reported for its own click: a selection made
  // elsewhere (the layers, the keyboard) or cleared drops it rather than outline another block.
  useEffect(() => {
    let outlined = selection.primary
    return selection.subscribe(() => {
      if (selection.primary !== outlined) setSelectRect(undefined)
      outlined = selection.primary
    })
  }, [selection])

  const src = useMemo(() => {
    const url = new URL(pagePath, siteUrl)
    url.searchParams.set('builder.frameEditing', 'page')
    return url.toString()
  }, [siteUrl, pagePath])

  return (
    // Scrolls when the page is wider than the space: reachable by keyboard too.
    <div
      className="canvas-area"
      role="region"
      aria-label="Canvas"
      tabIndex={0}
      aria-keyshortcuts="Enter"
      onKeyDown={(event) => {
        // Enter on the canvas edits the selected Text inline.
        const id = selection.primary
        if (event.key !== 'Enter' || event.target !== event.currentTarget || id === undefined)
          return
        if (bridge.text.begin(id, () => frameRef.current?.focus())) event.preventDefault()
      }}
    >
      {sdk && !sdk.hasTesseraRuntime && <RuntimeNote sdk={sdk} />}
      <InlineTextToolbar session={bridge.text} />
      <div className="canvas-stage" style={{ width }}>
        <iframe
          ref={frameRef}
          className="canvas-frame"
          title="Page canvas"
          src={src}
          style={{ width }}
        />
        {hoverRect && (
          <div className="outline outline-hover" style={boxStyle(hoverRect)} aria-hidden="true" />
        )}
        {selectRect && (
          <div
            className="outline outline-selected"
            style={boxStyle(selectRect)}
            aria-hidden="true"
          />
        )}
        {!isReady && (
          <p className="canvas-waiting">Waiting for the site at {new URL(siteUrl).origin}…</p>
        )}
      </div>
    </div>
  )
}

function boxStyle(rect: BlockRect) {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}
