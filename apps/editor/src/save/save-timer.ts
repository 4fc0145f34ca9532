/** Saves wait this long after the last change… */
export const SAVE_DELAY_MS = 1000
/** …but never longer than this after the first unsaved one (at most 2 s of work at risk). */
export const SAVE_MAX_WAIT_MS = 2000

/**
 * When the next autosave runs: {@link SAVE_DELAY_MS} after the last change, but never later
 * than {@link SAVE_MAX_WAIT_MS} after the first change not yet being saved.
 */
export class SaveTimer {
  private timer: ReturnType<typeof setTimeout> | undefined
  private firstUnsavedAt: number | undefined

  constructor(private readonly run: () => void) {}

  /** A change: the first one since the last save starts the longest wait. */
  changed(): void {
    this.firstUnsavedAt ??= Date.now()
  }

  /** (Re)starts the wait before `run`. */
  schedule(): void {
    this.cancel()
    const waited = Date.now() - (this.firstUnsavedAt ?? Date.now())
    const delay = Math.max(0, Math.min(SAVE_DELAY_MS, SAVE_MAX_WAIT_MS - waited))
    this.timer = setTimeout(this.run, delay)
  }

  /** A save starts: the changes made from now on wait anew. */
  saving(): void {
    this.firstUnsavedAt = undefined
  }

  /** Stops the wait (a save now, or the page closed). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
