import { ApiError } from '../api/api-client.ts'
import type { ApiClient } from '../api/api-client.ts'
import { revisionOf, savePage } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { DocumentStore } from '../state/document-store.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { LocalCopyKeeper } from './local-copy.ts'
import type { LocalCopy } from './local-copy.ts'
import { othersChanged } from '../presence/remote-changes.ts'
import { afterStaleSave } from './save-conflict.ts'
import type { SaveConflict } from './save-conflict.ts'
import { SaveTimer } from './save-timer.ts'

export { readLocalCopy } from './local-copy.ts'
export type { LocalCopy } from './local-copy.ts'
export type { SaveConflict } from './save-conflict.ts'

const MERGED = 'your changes touched other blocks and were merged.'

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict'

/**
 * Saves the open page by itself: about a second after the last change (at most two after the
 * first unsaved one, see {@link SaveTimer}), with `If-Match` of the revision it is based on. Unsaved work is also kept
 * in local storage (see {@link LocalCopyKeeper}), so a closed tab loses nothing. On a 409 (someone else
 * saved meanwhile) it loads their version: when the author's unsaved operations touched other
 * blocks, they are replayed on it (one undo step) and saved; otherwise it reports `conflict`
 * and the author chooses (see {@link resolveConflict}).
 */
export class Autosave {
  private status: SaveStatus = 'saved'
  private message: string | undefined
  private revision: number | undefined
  /** The version the unsaved operations apply to (the last one saved or loaded). */
  private base: JsonObject
  /** The operations applied since `base`, in order. */
  private pending: Operation[] = []
  private conflict: { info: SaveConflict; theirs: PageEntry } | undefined
  private notice: string | undefined
  private readonly timer = new SaveTimer(() => void this.saveNow())
  private running: Promise<void> | undefined
  private readonly listeners = new Set<() => void>()
  private readonly stop: () => void
  private readonly local: LocalCopyKeeper

  constructor(
    private readonly api: ApiClient,
    private readonly store: DocumentStore,
    page: PageEntry,
    storage: Storage = window.localStorage,
  ) {
    this.local = new LocalCopyKeeper(
      storage,
      () => this.pageId(),
      () => this.localCopy(),
    )
    this.revision = revisionOf(page)
    this.base = page as JsonObject
    this.stop = store.onChange((change) => {
      if (change.source === 'load' || change.source === 'remote') return
      for (const step of change.steps) this.pending.push(step.op)
      this.changed()
    })
  }

  getStatus = (): SaveStatus => this.status

  getMessage(): string | undefined {
    return this.message
  }

  getRevision(): number | undefined {
    return this.revision
  }

  /** The last thing worth telling the author (a merge), until the next one. */
  getNotice = (): string | undefined => this.notice

  getConflict(): SaveConflict | undefined {
    return this.conflict?.info
  }

  /**
   * Settles a conflict: `mine` saves the author's version over the other one; `theirs` loads the
   * other version and drops the author's unsaved changes.
   */
  resolveConflict(choice: 'mine' | 'theirs'): void {
    const conflict = this.conflict
    if (!conflict) return
    this.conflict = undefined
    this.base = conflict.theirs as JsonObject
    this.revision = revisionOf(conflict.theirs)
    this.pending = []
    if (choice === 'theirs') {
      this.store.load(conflict.theirs as JsonObject)
      this.local.clear()
      this.set('saved')
      return
    }
    this.set('unsaved')
    this.timer.schedule()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Saves now (Cmd/Ctrl+S, before publishing); resolves when saved (or failed). */
  async saveNow(): Promise<void> {
    this.timer.cancel()
    while (this.running) await this.running
    if (this.status !== 'unsaved' && this.status !== 'error') return
    this.running = this.save()
    try {
      await this.running
    } finally {
      this.running = undefined
    }
  }

  /**
   * Goes on from `page`, a revision the service made of the saved content (a publish or an
   * unpublish): later saves are based on it, and there is nothing new to save unless the author
   * changed something meanwhile (then that is saved as usual).
   */
  adopt(page: PageEntry): void {
    this.revision = revisionOf(page)
  }

  /**
   * Takes in `page`, another author's newer save, when this author has nothing unsaved (else
   * the next save is merged with it on the service). Returns whether it was taken in.
   */
  catchUp(page: PageEntry): boolean {
    const revision = revisionOf(page)
    const idle = this.status === 'saved' && this.pending.length === 0 && !this.running
    if (!idle || revision === undefined || revision <= (this.revision ?? 0)) return false
    this.revision = revision
    this.base = page as JsonObject
    this.store.rebase(page as JsonObject)
    this.notice = `${page.lastUpdatedBy ?? 'Someone else'} saved this page; their changes are shown.`
    for (const listener of this.listeners) listener()
    return true
  }

  dispose(): void {
    this.stop()
    this.local.dispose()
    this.timer.cancel()
  }

  private changed(): void {
    this.local.touch()
    if (this.status === 'conflict') return
    this.timer.changed()
    this.set('unsaved')
    this.timer.schedule()
  }

  private async save(): Promise<void> {
    const version = this.store.getVersion()
    const sent = this.store.toEntry()
    const sentOps = this.pending.length
    const basedOn = this.revision
    this.set('saving')
    this.timer.saving()
    try {
      const saved = await savePage(this.api, sent as PageEntry, basedOn)
      this.revision = revisionOf(saved)
      this.base = saved as JsonObject
      this.pending = this.pending.slice(sentOps)
      const changedMeanwhile = this.store.getVersion() !== version
      // The service merged another author's save: take it in, keeping what was typed since.
      if (othersChanged(sent, saved, basedOn)) {
        this.store.rebase(saved as JsonObject, this.pending)
        this.notice = `Someone else saved this page too; ${MERGED}`
      }
      if (!changedMeanwhile) {
        this.local.clear()
        this.set('saved')
      } else {
        this.set('unsaved')
        this.timer.schedule()
      }
    } catch (error: unknown) {
      if (error instanceof ApiError && error.status === 409) {
        return this.merge().catch((failed: unknown) => {
          this.message = failed instanceof Error ? failed.message : String(failed)
          this.set('error')
          this.timer.schedule()
        })
      }
      this.message = error instanceof Error ? error.message : String(error)
      this.set('error')
      this.timer.schedule()
    }
  }

  /** Someone else saved: merge when the changes touch different blocks, else ask. */
  private async merge(): Promise<void> {
    const outcome = await afterStaleSave(this.api, this.pageId(), this.base, this.pending)
    const { theirs } = outcome
    if (outcome.kind === 'conflict') {
      this.conflict = { info: outcome.conflict, theirs }
      this.message = `${theirs.lastUpdatedBy ?? 'Someone'} saved this page too`
      this.set('conflict')
      return
    }
    this.base = theirs as JsonObject
    this.revision = revisionOf(theirs)
    this.pending = []
    this.store.load(theirs as JsonObject)
    // Replayed as one step (it lands in `pending` again, unsaved against their version): the
    // author's operations fitted to their version, then the lists both changed in merged order.
    this.store.dispatch(outcome.ops, { label: 'Your changes, merged with another save' })
    this.notice = `${theirs.lastUpdatedBy ?? 'Someone'} saved this page too; ${MERGED}`
    for (const listener of this.listeners) listener()
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
