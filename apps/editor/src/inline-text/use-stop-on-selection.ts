import { useEffect } from 'react'
import type { Selection } from '../editor/selection.ts'
import type { InlineTextSession } from './inline-text-session.ts'

/** Ends inline text editing when the author selects another block; returns the unsubscribe. */
export function stopOnSelection(selection: Selection, session: InlineTextSession): () => void {
  return selection.subscribe(() => {
    if (session.blockId !== undefined && selection.primary !== session.blockId) session.stop()
  })
}

/** {@link stopOnSelection} while mounted. */
export function useStopOnSelection(selection: Selection, session: InlineTextSession): void {
  useEffect(() => stopOnSelection(selection, session), [selection, session])
}
