import type { PageEntry } from '../api/pages-api.ts'

/** The local copy kept while changes are not saved yet (it survives a closed tab). */
export interface LocalCopy {
  revision: number | undefined
  entry: PageEntry
  at: number
}

/** A changed page is copied to local storage at most this often (and when the tab is hidden). */
export const LOCAL_COPY_DELAY_MS = 250

const localKey = (id: string) => `tessera:draft:${id}`

/** The local copy of a page, when there is one. */
export function readLocalCopy(
  id: string,
  storage: Storage = window.localStorage,
): LocalCopy | undefined {
  try {
    const text = storage.getItem(localKey(id))
    return text === null ? undefined : (JSON.parse(text) as LocalCopy)
  } catch {
    return undefined
  }
}

/** Where the browser says a tab is going away (absent outside a browser). */
type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined

/**
 * Keeps a page's unsaved work in local storage without copying the whole page on every
 * keystroke: `touch()` after a change writes a copy within {@link LOCAL_COPY_DELAY_MS} (one
 * write for a burst of changes), and the copy is written at once when the tab is hidden or
 * closed (`visibilitychange`, `pagehide`), so a closed tab loses nothing and a crash at most the
 * last quarter second. `clear()` removes it once the work is saved.
 */
export class LocalCopyKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined
  private isDirty = false

  constructor(
    private readonly storage: Storage,
    private readonly pageId: () => string,
    private readonly snapshot: () => LocalCopy,
    private readonly events: PageEvents = globalThis.window,
  ) {
    this.events?.addEventListener('pagehide', this.flush)
    this.events?.addEventListener('visibilitychange', this.flush)
  }

  /** Something changed: copy it soon. */
  touch(): void {
    this.isDirty = true
    this.timer ??= setTimeout(this.flush, LOCAL_COPY_DELAY_MS)
  }

  /** Writes the copy now when something changed since the last one. */
  flush = (): void => {
    this.stopTimer()
    if (!this.isDirty) return
    this.isDirty = false
    try {
      this.storage.setItem(localKey(this.pageId()), JSON.stringify(this.snapshot()))
    } catch (error) {
      // A full storage must not stop editing: the service save still runs.
      console.warn('Tessera editor: could not keep a local copy of the page', error)
    }
  }

  /** The work is saved: no copy is needed (a pending write is dropped). */
  clear(): void {
    this.stopTimer()
    this.isDirty = false
    this.storage.removeItem(localKey(this.pageId()))
  }

  dispose(): void {
    this.flush()
    this.events?.removeEventListener('pagehide', this.flush)
    this.events?.removeEventListener('visibilitychange', this.flush)
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
