import type { BuilderState } from '../types.ts'

/** The root state of one `<Content>`: a snapshot, replaced (never mutated) on every change. */
export interface StateStore {
  get(): BuilderState
  /** Replaces the state and notifies subscribers (nothing happens when `next` is the same object). */
  set(next: BuilderState): void
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void
}

/** Creates a state store for `useSyncExternalStore`. */
export function createStateStore(initial: BuilderState): StateStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      if (next === state) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
