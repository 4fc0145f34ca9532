import { useEffect, useMemo, useRef, useState } from 'react'
import type { UserAttributes } from '@tessera/core'
import type { CanvasDropPlace, RegisteredComponentInfo } from '@tessera/core/editor'
import type { Selection } from '../editor/selection.ts'
import { InlineTextToolbar } from '../inline-text/inline-text-toolbar.tsx'
import { useStopOnSelection } from '../inline-text/use-stop-on-selection.ts'
import type { DragData } from '../layers/use-layer-dnd.ts'
import type { DocumentStore } from '../state/document-store.ts'
import { CanvasBridge } from './canvas-bridge.ts'
import { applyCanvasDrop } from './canvas-drop.ts'
import type { InsertTemplate } from './canvas-drop.ts'
import { CanvasDropShield } from './canvas-drop-shield.tsx'
import { CanvasOverlays, useCanvasOverlays } from './canvas-overlays.tsx'
import { RuntimeNote } from './runtime-note.tsx'
import type { SiteSdk } from './site-sdk.ts'
import { useCanvasScale } from './use-canvas-scale.ts'
import { useCanvasBridge } from './use-canvas-bridge.ts'
import { useLockWatch } from '../presence/use-lock-watch.ts'

interface CanvasFrameProps {
  siteUrl: string
  pagePath: string
  contentId: string
  store: DocumentStore
  selection: Selection
  /** Width of the frame in CSS px (the breakpoint being edited). */
  width: number
  onComponent: (info: RegisteredComponentInfo) => void
  /** Inserts a palette item dropped on the canvas (one undo step); returns the block's id. */
  insertTemplate?: InsertTemplate
  /** A viewer: drops on the canvas and inline text editing change nothing. */
  readOnly?: boolean
  /** A role that may not add or move blocks: drops change nothing (text stays editable). */
  structureLocked?: boolean
  /** Tells screen readers what a drop on the canvas did. */
  announce?: (text: string) => void
  /** Render as a visitor with these attributes (`builder.overrideUserAttributes`). */
  userAttributes?: UserAttributes
}

/**
 * The site in editing mode at a width (scaled down to fit the area unless "100 %" is chosen),
 * with hover and selection outlines and drop indicators drawn over it from the boxes the site
 * reports. Palette items and the page's blocks can be dropped on it.
 */
export function CanvasFrame(props: CanvasFrameProps) {
  const { siteUrl, pagePath, contentId, store, selection, width } = props
  const frameRef = useRef<HTMLIFrameElement>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  const [overlays, show] = useCanvasOverlays(selection)
  const [fit, setFit] = useState(true)
  const { scale, frameHeight } = useCanvasScale(areaRef, width, fit)
  const [isReady, setReady] = useState(false)
  const [sdk, setSdk] = useState<SiteSdk>()
  const onComponent = useRef(props.onComponent)
  onComponent.current = props.onComponent
  const latest = useRef(props)
  latest.current = props
  // Where a drop goes now: the site's last answer (what the indicator shows).
  const dropPlace = useRef<CanvasDropPlace | null>(null)

  // A drop on the canvas, as one undo step; the dropped block is selected and announced.
  const drop = (dragged: DragData, place: CanvasDropPlace | null) => {
    const { insertTemplate, announce, readOnly, structureLocked } = latest.current
    if (!place || !insertTemplate || readOnly || structureLocked) return
    const done = applyCanvasDrop(store, dragged, place, insertTemplate)
    if (!done) return
    selection.select(done.id)
    announce?.(done.kind === 'moved' ? 'Block moved' : 'Block inserted')
  }
  const dropRef = useRef(drop)
  dropRef.current = drop

  const bridge = useMemo(
    () =>
      new CanvasBridge(siteUrl, () => frameRef.current?.contentWindow ?? null, store, contentId, {
        onHover: (id, rect) => {
          selection.setHover(id)
          show.hovered(id, rect)
        },
        onSelect: (id, rect) => {
          selection.select(id)
          show.clicked(id, rect)
        },
        onEmptyClick: (parentId) => selection.select(parentId),
        onComponent: (info) => onComponent.current(info),
        onReady: (_patches, info) => {
          setReady(true)
          setSdk(info)
          bridge.selectBlock(selection.primary ?? null)
        },
        onRects: show.rects,
        onDragOver: (place) => {
          dropPlace.current = place
          show.dragOver(place)
        },
        onDrop: (data) => dropRef.current({ kind: 'block', id: data.blockId }, data.place),
      }),
    [siteUrl, store, contentId, selection, show],
  )

  const readOnly = props.readOnly === true
  useEffect(() => {
    bridge.text.readOnly = readOnly
  }, [bridge, readOnly])
  useStopOnSelection(selection, bridge.text)
  const { userAttributes } = props
  useEffect(() => bridge.overrideUserAttributes(userAttributes ?? {}), [bridge, userAttributes])

  // The site follows the selection, wherever it is made, and reports the block's box.
  useEffect(() => {
    let sent = selection.primary
    return selection.subscribe(() => {
      if (selection.primary !== sent) bridge.selectBlock(selection.primary ?? null)
      sent = selection.primary
    })
  }, [selection, bridge])

  useLockWatch(bridge, selection)
  const src = useCanvasBridge(bridge, siteUrl, pagePath)

  return (
    <div className="canvas-column">
      <div className="canvas-tools" role="group" aria-label="Canvas zoom">
        <button type="button" aria-pressed={fit} onClick={() => setFit(true)}>
          Fit
        </button>
        <button type="button" aria-pressed={!fit} onClick={() => setFit(false)}>
          100 %
        </button>
        <span className="canvas-scale">{Math.round(scale * 100)} %</span>
      </div>
      {sdk && !sdk.hasTesseraRuntime && <RuntimeNote sdk={sdk} />}
      {/* Scrolls when the page is wider than the space: reachable by keyboard too. */}
      <div
        ref={areaRef}
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
        <InlineTextToolbar session={bridge.text} />
        <div
          className="canvas-sizer"
          style={{ width: width * scale, height: frameHeight ? frameHeight * scale : '100%' }}
        >
          <div
            className="canvas-stage"
            data-scale={scale}
            style={{
              width,
              height: frameHeight,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
          >
            <iframe
              ref={frameRef}
              className="canvas-frame"
              title="Page canvas"
              src={src}
              style={{ width }}
            />
            <CanvasOverlays state={overlays} />
            <CanvasDropShield
              disabled={readOnly || props.structureLocked === true}
              onOver={(point, dragged) => {
                if (point === null) dropPlace.current = null
                bridge.probe(point, dragged.kind === 'block' ? dragged.id : undefined)
              }}
              onDrop={(dragged) => {
                drop(dragged, dropPlace.current)
                dropPlace.current = null
                show.dragOver(null)
                bridge.probe(null)
              }}
            />
            {!isReady && (
              <p className="canvas-waiting">Waiting for the site at {new URL(siteUrl).origin}…</p>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
