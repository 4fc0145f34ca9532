import { useSyncExternalStore } from 'react'
import type { Autosave } from './autosave.ts'

/** What autosave has to tell the author (a merge with someone else's save). */
export function SaveNotice({ autosave }: { autosave: Autosave }) {
  const notice = useSyncExternalStore(autosave.subscribe, autosave.getNotice)
  return notice === undefined ? null : (
    <p className="notice save-notice" role="status">
      {notice}
    </p>
  )
}
