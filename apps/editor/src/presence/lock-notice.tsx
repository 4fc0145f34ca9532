import { usePresenceState } from './use-presence.ts'

/**
 * Above the settings of the selected block when another author is editing it: who, and the
 * choice to edit it anyway (the lock is soft: until then the settings are read-only here).
 */
export function LockNotice({ blockId }: { blockId: string | undefined }) {
  const presence = usePresenceState()
  const holder = blockId === undefined ? undefined : presence.lockOf(blockId)
  if (blockId === undefined || !holder || presence.isConfirmed(blockId)) return null
  return (
    <div className="lock-notice" role="status" style={{ borderColor: holder.colour }}>
      <p>
        <strong>{holder.name || holder.email}</strong> is editing this block. Your changes could
        overwrite theirs.
      </p>
      <button type="button" onClick={() => presence.confirm(blockId)}>
        Edit anyway
      </button>
    </div>
  )
}
