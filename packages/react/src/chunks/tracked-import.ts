/** A promise as React's `use()` reads it without suspending once it has settled. */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/**
 * Starts `load` (a dynamic `import()`) and returns its promise, marked `fulfilled` with its value
 * once loaded, so `use()` reads it at once from then on and a retry after suspending makes the
 * same calls. The loaders of the lazy chunks keep one per chunk; when the load fails (a network
 * error), `forget` lets the loader drop it, so the next render tries again rather than failing
 * until the page is reloaded. The promise still rejects (an error boundary shows the failure).
 */
export function trackedImport<T>(load: () => Promise<T>, forget: () => void): TrackedPromise<T> {
  const promise: TrackedPromise<T> = load().then(
    (value) => {
      promise.status = 'fulfilled'
      promise.value = value
      return value
    },
    (error: unknown) => {
      forget()
      throw error
    },
  )
  return promise
}
