import { useEffect } from 'react'
import type { CanvasBridge } from '../canvas/canvas-bridge.ts'
import type { Selection } from '../editor/selection.ts'
import { usePresenceState } from './use-presence.ts'

/**
 * Keeps the canvas following the boxes of the blocks other authors are editing: when they
 * change, the site is told again (with the selection, `tessera.v1.selectBlock`'s `watch`), and
 * it reports their boxes for the lock outlines (`tessera.v1.blockRects`' `watched`).
 */
export function useLockWatch(bridge: CanvasBridge, selection: Selection): void {
  const { members } = usePresenceState()
  const held = [...new Set(members.flatMap((member) => member.blockId ?? []))].sort().join('\n')
  useEffect(() => {
    bridge.watching = held === '' ? [] : held.split('\n')
    bridge.selectBlock(selection.primary ?? null)
  }, [bridge, selection, held])
}
