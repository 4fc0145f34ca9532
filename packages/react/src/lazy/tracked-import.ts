/** A promise as React's `use()` reads it without suspending once it has settled. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/**
 * Starts `load` (a dynamic `import()`) and returns its promise, marked `fulfilled` with its value
 * once loaded, so `use()` reads it at once from then on and a retry after suspending makes the
 * same calls. The loaders of the lazy chunks keep one per chunk.
 */
export function trackedImport<T>(load: () => Promise<T>): TrackedPromise<T> {
  const promise: TrackedPromise<T> = load().then((value) => {
    promise.status = 'fulfilled'
    promise.value = value
    return value
  })
  return promise
}
