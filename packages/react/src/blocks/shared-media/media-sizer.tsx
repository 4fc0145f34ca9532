import type { ReactNode } from 'react'
import { OVERLAY_STYLE, sizerStyle } from './media-geometry.ts'

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
      {showSizer ? <div className="builder-image-sizer" style={sizerStyle(aspectRatio)} /> : null}
      {hasChildren ? fitContent ? children : <div style={OVERLAY_STYLE}>{children}</div> : null}
    </>
  )
}
