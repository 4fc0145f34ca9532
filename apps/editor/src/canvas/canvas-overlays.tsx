import { useEffect, useMemo, useState } from 'react'
import type { CSSProperties } from 'react'
import type { BlockBox, BlockRect, BlockRectsData, CanvasDropPlace } from '@tessera/core/editor'
import type { Selection } from '../editor/selection.ts'
import { LockOutlines } from '../presence/lock-outlines.tsx'

/** What the overlays over the canvas show, in the frame's CSS pixels. */
export interface OverlayState {
  hover: BlockBox | null
  selected: BlockBox | null
  drop: CanvasDropPlace | null
  /** The boxes of the blocks other authors are editing. */
  locks: readonly BlockBox[]
}

/** Changes the overlays from what the canvas reports. */
export interface OverlayActions {
  hovered(blockId: string | null, rect: BlockRect | undefined): void
  clicked(blockId: string, rect: BlockRect | undefined): void
  rects(data: BlockRectsData): void
  dragOver(place: CanvasDropPlace | null): void
}

const NONE: OverlayState = { hover: null, selected: null, drop: null, locks: [] }

/**
 * The overlays' state: the hover box and the selected block's box as the site reports them
 * (`tessera.v1.blockHover`, clicks, and `tessera.v1.blockRects` when they move), and the drop
 * indicator of a drag. The selected box is that of the editor's primary selection only: when
 * the selection changes, the old box goes at once and the site's answer draws the new one.
 */
export function useCanvasOverlays(selection: Selection): [OverlayState, OverlayActions] {
  const [state, setState] = useState<OverlayState>(NONE)
  const actions = useMemo<OverlayActions>(() => {
    const isPrimary = (box: BlockBox | null) => box === null || box.blockId === selection.primary
    return {
      hovered: (blockId, rect) =>
        setState((now) => ({ ...now, hover: blockId && rect ? { blockId, rect } : null })),
      clicked: (blockId, rect) =>
        setState((now) => ({ ...now, selected: rect ? { blockId, rect } : null })),
      rects: (data) =>
        setState((now) => ({
          ...now,
          hover: data.hovered,
          selected: isPrimary(data.selected) ? data.selected : now.selected,
          locks: data.watched ?? [],
        })),
      dragOver: (drop) => setState((now) => ({ ...now, drop })),
    }
  }, [selection])
  useEffect(
    () =>
      selection.subscribe(() =>
        setState((now) =>
          now.selected && now.selected.blockId !== selection.primary
            ? { ...now, selected: null }
            : now,
        ),
      ),
    [selection],
  )
  return [state, actions]
}

const boxStyle = (rect: BlockRect): CSSProperties => ({
  top: rect.top,
  left: rect.left,
  width: rect.width,
  height: rect.height,
})

/** The drop indicator: a line before or after a block across its list, or the empty list. */
function dropStyle(place: CanvasDropPlace): CSSProperties {
  const { rect } = place
  if (place.edge === 'inside') return boxStyle(rect)
  const at = place.edge === 'before' ? 0 : 1
  return place.axis === 'vertical'
    ? { top: rect.top + at * rect.height - 1, left: rect.left, width: rect.width, height: 2 }
    : { top: rect.top, left: rect.left + at * rect.width - 1, width: 2, height: rect.height }
}

/** Hover and selection outlines and the drop indicator, over the frame (decorative). */
export function CanvasOverlays({ state }: { state: OverlayState }) {
  const { hover, selected, drop } = state
  return (
    <div className="canvas-overlays" aria-hidden="true">
      <LockOutlines boxes={state.locks} />
      {hover && <div className="outline outline-hover" style={boxStyle(hover.rect)} />}
      {selected && (
        <div
          className="outline outline-selected"
          data-block-id={selected.blockId}
          style={boxStyle(selected.rect)}
        />
      )}
      {drop && (
        <div
          className={drop.edge === 'inside' ? 'drop-indicator drop-inside' : 'drop-indicator'}
          data-edge={drop.edge}
          style={dropStyle(drop)}
        />
      )}
    </div>
  )
}
