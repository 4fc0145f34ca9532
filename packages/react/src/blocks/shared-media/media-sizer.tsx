import type { CSSProperties, ReactNode } from 'react'

/** Fills the block: the media when it has an aspect ratio, and the children overlay. */
export const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
}

const OVERLAY_STYLE: CSSProperties = {
  ...FILL_STYLE,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
}

/**
 * An aspect ratio (height / width) from an option: a positive finite number or numeric
 * string; anything else (0, blank, `NaN`) means none.
 */
export function toAspectRatio(value: unknown): number | undefined {
  const ratio = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : undefined
}

/** `ratio × 100` without floating-point noise (`0.07` → `7`, not `7.000000000000001`). */
function toPercent(ratio: number): number {
  return Number((ratio * 100).toPrecision(12))
}

/** Props of {@link MediaSizer}. */
export interface MediaSizerProps {
  /** Height / width of the media (see {@link toAspectRatio}); none → no sizer. */
  aspectRatio: number | undefined
  /** Children in the flow (the block takes their size) rather than over the media. */
  fitContent: boolean
  children?: ReactNode
}

/**
 * What follows the media of an Image or Video block. With an aspect ratio the media is drawn
 * absolutely over the block (see {@link FILL_STYLE}) and `div.builder-image-sizer` with
 * `padding-top: <ratio × 100>%` gives the block its height before anything loads (no layout
 * shift), unless the children set the size (`fitContent` with children). Children sit in the
 * flow when `fitContent`, else in a full-size flex column over the media.
 */
export function MediaSizer({ aspectRatio, fitContent, children }: MediaSizerProps) {
  const hasChildren = children !== undefined && children !== null && children !== false
  const showSizer = aspectRatio !== undefined && !(hasChildren && fitContent)
  return (
    <>
      {showSizer ? (
        <div
          className="builder-image-sizer"
          style={{ width: '100%', paddingTop: `${toPercent(aspectRatio)}%`, pointerEvents: 'none' }}
        />
      ) : null}
      {hasChildren ? fitContent ? children : <div style={OVERLAY_STYLE}>{children}</div> : null}
    </>
  )
}
