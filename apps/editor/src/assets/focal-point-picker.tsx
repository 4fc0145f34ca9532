import type { KeyboardEvent } from 'react'
import { focalPointOfClick } from './assets-api.ts'
import type { FocalPoint, LibraryAsset } from './assets-api.ts'

const STEP = 0.05

/**
 * An image on which the author clicks to set its focal point (where crops centre), marked
 * with a dot; with the keyboard, the arrow keys move it. `onChange` gets the new point.
 */
export function FocalPointPicker({
  asset,
  readOnly,
  onChange,
}: {
  asset: LibraryAsset
  readOnly: boolean
  onChange: (point: FocalPoint | null) => void
}) {
  const point = asset.focalPoint ?? { x: 0.5, y: 0.5 }
  const percent = (value: number) => `${Math.round(value * 100)} %`
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    }
    const step = delta[event.key]
    if (!step) return
    event.preventDefault()
    const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
    onChange({ x: clamp(point.x + step[0]), y: clamp(point.y + step[1]) })
  }
  return (
    <figure className="focal-picker">
      <button
        type="button"
        className="focal-image"
        disabled={readOnly}
        aria-label={`Focal point of ${asset.filename}: click the image or use the arrow keys`}
        onClick={(event) => {
          // A click from the keyboard (Enter/Space) has no position: keep the point.
          if (event.detail === 0) return
          onChange(focalPointOfClick(event, event.currentTarget.getBoundingClientRect()))
        }}
        onKeyDown={move}
      >
        <img src={`${asset.url}?width=800`} alt={asset.filename} draggable={false} />
        <span
          className="focal-dot"
          aria-hidden="true"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </button>
      <figcaption>
        <span data-testid="focal-point">
          Focal point: {percent(point.x)} from the left, {percent(point.y)} from the top
          {asset.focalPoint === null ? ' (the centre, not set)' : ''}
        </span>
        {!readOnly && asset.focalPoint !== null && (
          <button type="button" onClick={() => onChange(null)}>
            Reset focal point
          </button>
        )}
      </figcaption>
    </figure>
  )
}
