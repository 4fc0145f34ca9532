import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { revisionOf, savePage } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { DocumentStore } from '../state/document-store.ts'

/** Saves wait this long after the last change… */
export const SAVE_DELAY_MS = 1000
/** …but never longer than this after the first unsaved one (at most 2 s of work at risk). */
export const SAVE_MAX_WAIT_MS = 2000

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict'

/** The local copy kept while changes are not saved yet (it survives a closed tab). */
export interface LocalCopy {
  revision: number | undefined
  entry: PageEntry
  at: number
}

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

/**
 * Saves the open page by itself: about a second after the last change (at most two after the
 * first unsaved one), with `If-Match` of the revision it is based on. Every change is also kept
 * in local storage until saved, so a closed tab or a crash loses nothing; a 409 (someone else
 * saved) stops saving and reports `conflict`.
 */
export class Autosave {
  private status: SaveStatus = 'saved'
  private message: string | undefined
  private revision: number | undefined
  private timer: ReturnType<typeof setTimeout> | undefined
  private firstUnsavedAt: number | undefined
  private running: Promise<void> | undefined
  private readonly listeners = new Set<() => void>()
  private readonly stop: () => void

  constructor(
    private readonly api: ApiClient,
    private readonly store: DocumentStore,
    page: PageEntry,
    private readonly storage: Storage = window.localStorage,
  ) {
    this.revision = revisionOf(page)
    this.stop = store.onChange((change) => {
      if (change.source !== 'load') this.changed()
    })
  }

  getStatus = (): SaveStatus => this.status

  getMessage(): string | undefined {
    return this.message
  }

  getRevision(): number | undefined {
    return this.revision
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Saves now (Cmd/Ctrl+S, before publishing); resolves when saved (or failed). */
  async saveNow(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    while (this.running) await this.running
    if (this.status !== 'unsaved' && this.status !== 'error') return
    this.running = this.save()
    try {
      await this.running
    } finally {
      this.running = undefined
    }
  }

  /** After a conflict is settled: go on from `page` (the revision saved by someone else). */
  rebase(page: PageEntry): void {
    this.revision = revisionOf(page)
    this.set('unsaved')
    this.schedule()
  }

  dispose(): void {
    this.stop()
    if (this.timer !== undefined) clearTimeout(this.timer)
  }

  private changed(): void {
    this.storage.setItem(localKey(this.pageId()), JSON.stringify(this.localCopy()))
    if (this.status === 'conflict') return
    this.firstUnsavedAt ??= Date.now()
    this.set('unsaved')
    this.schedule()
  }

  private schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    const waited = Date.now() - (this.firstUnsavedAt ?? Date.now())
    const delay = Math.max(0, Math.min(SAVE_DELAY_MS, SAVE_MAX_WAIT_MS - waited))
    this.timer = setTimeout(() => void this.saveNow(), delay)
  }

  private async save(): Promise<void> {
    const version = this.store.getVersion()
    this.set('saving')
    this.firstUnsavedAt = undefined
    try {
      const saved = await savePage(this.api, this.store.toEntry() as PageEntry, this.revision)
      this.revision = revisionOf(saved)
      if (this.store.getVersion() === version) {
        this.storage.removeItem(localKey(this.pageId()))
        this.set('saved')
      } else {
        this.set('unsaved')
        this.schedule()
      }
    } catch (error: unknown) {
      const isConflict = error instanceof ApiError && error.status === 409
      this.message = error instanceof Error ? error.message : String(error)
      this.set(isConflict ? 'conflict' : 'error')
      if (!isConflict) this.schedule()
    }
  }

  private pageId(): string {
    return String(this.store.root().id)
  }

  private localCopy(): LocalCopy {
    return { revision: this.revision, entry: this.store.toEntry() as PageEntry, at: Date.now() }
  }

  private set(status: SaveStatus): void {
    this.status = status
    if (status !== 'error' && status !== 'conflict') this.message = undefined
    for (const listener of this.listeners) listener()
  }
}
