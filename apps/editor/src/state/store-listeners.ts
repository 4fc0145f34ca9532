type Listener = () => void

/**
 * The listeners of a store: keyed ones (a block, a slot, the root, or `*` for any change),
 * called when their key changes, and change listeners, called with every change.
 */
export class StoreListeners<Change> {
  private readonly keyed = new Map<string, Set<Listener>>()
  private readonly changeListeners = new Set<(change: Change) => void>()

  /** Calls `listener` when `key` changes; returns the unsubscribe. */
  subscribeKey(key: string, listener: Listener): () => void {
    let set = this.keyed.get(key)
    if (!set) this.keyed.set(key, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  onChange(listener: (change: Change) => void): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Calls the listeners of these keys. */
  notifyKeys(keys: Iterable<string>): void {
    for (const key of keys) for (const listener of this.keyed.get(key) ?? []) listener()
  }

  /** Calls every keyed listener (the whole document changed). */
  notifyAll(): void {
    for (const set of this.keyed.values()) for (const listener of set) listener()
  }

  /** Calls the change listeners. */
  emit(change: Change): void {
    for (const listener of this.changeListeners) listener(change)
  }
}
