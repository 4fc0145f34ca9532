import { usePresenceState } from './use-presence.ts'

/**
 * In the layers, beside a block another author is editing: their name on their colour (part of
 * the layer's accessible name: "Text, edited by Ann").
 */
export function LockMarker({ blockId }: { blockId: string }) {
  const holder = usePresenceState().lockOf(blockId)
  if (!holder) return null
  return (
    <span className="lock-marker" style={{ background: holder.colour }}>
      <span className="visually-hidden">, edited by </span>
      {holder.name || holder.email}
    </span>
  )
}
