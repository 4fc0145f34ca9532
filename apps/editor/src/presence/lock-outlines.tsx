import type { BlockBox } from '@tessera/core/editor'
import { usePresenceState } from './use-presence.ts'

/**
 * On the canvas, around each block another author is editing: an outline in their colour with
 * their name (decorative: the layers say the same in words).
 */
export function LockOutlines({ boxes }: { boxes: readonly BlockBox[] }) {
  const presence = usePresenceState()
  return boxes.map(({ blockId, rect }) => {
    const holder = presence.lockOf(blockId)
    if (!holder) return null
    return (
      <div
        key={blockId}
        className="lock-outline"
        data-block-id={blockId}
        style={{ ...rect, outlineColor: holder.colour }}
      >
        <span className="lock-outline-name" style={{ background: holder.colour }}>
          {holder.name || holder.email}
        </span>
      </div>
    )
  })
}
