import { LOG_PREFIX } from '@tessera/core'
import type { TesseraError } from '@tessera/core'

/**
 * The result of a client `get`/`getAll`: settles once, with a value or an error, and replays
 * that outcome to anyone who subscribes later. Errors are only ever delivered to error
 * listeners and to `promise()`; nothing is thrown uncaught.
 */
export interface ContentObservable<T> {
  /**
   * Calls `onValue` with the content (or `onError` with the failure) once it is known — at
   * once when it already is. Returns a function that removes both listeners.
   */
  subscribe(onValue: (value: T) => void, onError?: (error: TesseraError) => void): () => void
  /** The content as a promise (rejects with the failure). */
  promise(): Promise<T>
}

/** An observable plus the functions that settle it (the first call wins). */
export interface ContentSubject<T> {
  observable: ContentObservable<T>
  resolve(value: T): void
  reject(error: TesseraError): void
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: TesseraError }
interface Listener<T> {
  onValue: (value: T) => void
  onError: ((error: TesseraError) => void) | undefined
}

function callSafely(fn: () => void) {
  try {
    fn()
  } catch (error) {
    // A listener's bug must not break other listeners or surface as an unhandled error.
    console.error(`${LOG_PREFIX}A content listener threw`, error)
  }
}

function notify<T>(listener: Listener<T>, outcome: Outcome<T>) {
  if (outcome.ok) callSafely(() => listener.onValue(outcome.value))
  else if (listener.onError) {
    const { onError } = listener
    callSafely(() => onError(outcome.error))
  }
}

/** Creates a single-settlement subject (see `ContentObservable`). */
export function createContentSubject<T>(): ContentSubject<T> {
  let outcome: Outcome<T> | undefined
  const listeners = new Set<Listener<T>>()
  const settle = (next: Outcome<T>) => {
    if (outcome) return
    outcome = next
    for (const listener of [...listeners]) notify(listener, next)
    listeners.clear()
  }
  const observable: ContentObservable<T> = {
    subscribe(onValue, onError) {
      const listener: Listener<T> = { onValue, onError }
      if (outcome) {
        notify(listener, outcome)
        return () => {}
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    promise: () =>
      new Promise<T>((resolve, reject) => {
        observable.subscribe(resolve, reject)
      }),
  }
  return {
    observable,
    resolve: (value) => settle({ ok: true, value }),
    reject: (error) => settle({ ok: false, error }),
  }
}
