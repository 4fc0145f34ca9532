/** Options of {@link PageCache.load}. */
export interface PageLoadOptions {
  /** Starts now, past the queue (a navigation). Default: false (a prefetch: waits for a slot). */
  urgent?: boolean
}

/**
 * The pages one Router has loaded or is loading, by key (`pathname + search`). Prefetches run
 * at most `limit` at a time (the others wait, first in first out); urgent loads never wait.
 */
export interface PageCache<T> {
  /**
   * The promise of `key`'s page: the cached one (a waiting prefetch starts at once when
   * `urgent`), else a new one from `loader`. A failed load is forgotten so it can be retried.
   */
  load(key: string, loader: () => Promise<T>, options?: PageLoadOptions): Promise<T>
  /** Whether `key` is cached (loaded, loading or waiting). */
  has(key: string): boolean
  /** Loads running now. */
  inFlight(): number
  /** Forgets the waiting prefetches (they never start; their promises stay pending). */
  dropWaiting(): void
}

interface Item<T> {
  promise: Promise<T>
  start: (() => void) | undefined
}

/**
 * Creates an empty page cache whose prefetches run at most `limit` at a time.
 * @example const cache = createPageCache<Entry | null>(HOVER_PREFETCH_QUEUE)
 */
export function createPageCache<T>(limit: number): PageCache<T> {
  const items = new Map<string, Item<T>>()
  const waiting: string[] = []
  let running = 0

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const key = waiting.shift() as string
      items.get(key)?.start?.()
    }
  }

  return {
    load(key, loader, options = {}) {
      const existing = items.get(key)
      if (existing) {
        if (options.urgent && existing.start) {
          waiting.splice(waiting.indexOf(key), 1)
          existing.start()
        }
        return existing.promise
      }
      const item: Item<T> = { promise: Promise.resolve() as Promise<T>, start: undefined }
      item.promise = new Promise<T>((resolve, reject) => {
        item.start = () => {
          item.start = undefined
          running += 1
          let promise: Promise<T>
          try {
            promise = loader()
          } catch (error) {
            promise = Promise.reject(error)
          }
          promise
            .then(resolve, (error: unknown) => {
              if (items.get(key) === item) items.delete(key)
              reject(error)
            })
            .finally(() => {
              running -= 1
              pump()
            })
        }
      })
      items.set(key, item)
      if (options.urgent) item.start?.()
      else {
        waiting.push(key)
        pump()
      }
      return item.promise
    },
    has: (key) => items.has(key),
    inFlight: () => running,
    dropWaiting() {
      for (const key of waiting.splice(0)) items.delete(key)
    },
  }
}
