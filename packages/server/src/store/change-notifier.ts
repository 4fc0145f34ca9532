import type { Transaction } from 'kysely'
import type { Database } from './schema.ts'
import type { MissedChanges, StoreChange } from './types.ts'

export type ChangeListener = (change: StoreChange | MissedChanges) => void

/**
 * How a store tells listeners about changes. Writes call `record` inside their transaction and
 * `committed` after the commit; an adapter uses whichever suits it (PostgreSQL: NOTIFY, which
 * the database delivers on commit; SQLite: in-process delivery after the commit).
 */
export interface ChangeNotifier {
  record(trx: Transaction<Database>, change: StoreChange): Promise<void>
  committed(change: StoreChange): void
  subscribe(listener: ChangeListener): () => void
  /**
   * Sends a short message (a few KB of JSON at most) to every instance on the database, this
   * one included, unstored and best-effort: editor presence heartbeats.
   */
  broadcast(message: object): Promise<void>
  onBroadcast(listener: BroadcastListener): () => void
  close(): Promise<void>
}

export type BroadcastListener = (message: unknown) => void

/** Broadcast listeners called in turn; a throwing one goes to `onError`. */
export function createBroadcastSet(onError: (error: unknown) => void): {
  add(listener: BroadcastListener): () => void
  deliver(message: unknown): void
  clear(): void
} {
  const listeners = new Set<BroadcastListener>()
  return {
    add(listener) {
      const entry: BroadcastListener = (message) => listener(message)
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
    deliver(message) {
      for (const listener of [...listeners]) {
        try {
          listener(message)
        } catch (error) {
          onError(error)
        }
      }
    },
    clear: () => listeners.clear(),
  }
}

/**
 * A set of listeners that are called in turn. A throwing listener does not stop the others nor
 * fail the write that caused the change: its error goes to `onError`.
 */
export function createListenerSet(onError: (error: unknown) => void): {
  add(listener: ChangeListener): () => void
  deliver(change: StoreChange | MissedChanges): void
  clear(): void
} {
  const listeners = new Set<ChangeListener>()
  return {
    add(listener) {
      // A wrapper, so the same function subscribed twice is two subscriptions.
      const entry: ChangeListener = (change) => listener(change)
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
    deliver(change) {
      for (const listener of [...listeners]) {
        try {
          listener({ ...change })
        } catch (error) {
          onError(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}

/** In-process change delivery (SQLite: one process owns the file's writes it cares about). */
export function createLocalNotifier(onError: (error: unknown) => void): ChangeNotifier {
  const listeners = createListenerSet(onError)
  const broadcasts = createBroadcastSet(onError)
  return {
    async record() {},
    committed: (change) => listeners.deliver(change),
    subscribe: (listener) => listeners.add(listener),
    async broadcast(message) {
      broadcasts.deliver(JSON.parse(JSON.stringify(message)))
    },
    onBroadcast: (listener) => broadcasts.add(listener),
    async close() {
      listeners.clear()
      broadcasts.clear()
    },
  }
}
