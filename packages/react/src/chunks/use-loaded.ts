import * as React from 'react'
import type { TrackedPromise } from './tracked-import.ts'

/** React 19's `use()`; React 18 has none. */
const reactUse = (React as Partial<typeof React>).use

/**
 * A loaded chunk's value without `use()`: the value once the promise has fulfilled, else the
 * promise thrown to the nearest Suspense boundary (how React 18 suspends; it renders again when
 * the promise settles).
 */
export function readLoaded<T>(promise: TrackedPromise<T>): T {
  if (promise.status === 'fulfilled') return promise.value as T
  throw promise
}

/**
 * Reads a lazy chunk's promise in a component's render, suspending until it has loaded: with
 * React's `use()` on React 19, with {@link readLoaded} on React 18.
 */
export function useLoaded<T>(promise: TrackedPromise<T>): T {
  return reactUse ? reactUse(promise as Promise<T>) : readLoaded(promise)
}
