import type { Logger } from '../logger.ts'
import type { ContentStore, StoredEvent } from '../store/types.ts'

/**
 * Whether the database refused the data itself (PostgreSQL classes 22 "data exception" and 23
 * "integrity constraint", SQLite constraint and type errors), as opposed to being unreachable:
 * only then is a batch worth splitting.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return /^2[23]/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/.test(code)
}

/** Counters of an {@link EventBuffer} since it was created. */
export interface EventBufferStats {
  /** Events waiting to be written. */
  queued: number
  /** Events written to the store. */
  inserted: number
  /**
   * Events refused because the queue was full (backpressure) or the buffer was closed: their
   * request was answered 503, so the sender still holds them.
   */
  refused: number
  /** Events lost because the store failed to insert their batch (logged). */
  failed: number
}

/**
 * Queues tracking events and writes them to the store in batches, so that a burst of
 * `POST /api/v1/track` calls becomes a few multi-row inserts.
 */
export interface EventBuffer {
  /**
   * Queues all the events, or none: returns false (and keeps nothing) when they do not fit in
   * the room left (the queue is full) or the buffer is closed. The caller must then tell the
   * sender they were not kept (`POST /api/v1/track` answers 503 with `Retry-After`).
   */
  push(events: readonly StoredEvent[]): boolean
  /** Writes everything queued (and waits for a flush already running). Never rejects. */
  flush(): Promise<void>
  /** Flushes, then refuses further events. Call on graceful shutdown. */
  close(): Promise<void>
  /**
   * Resolves once every event queued before the call is written (or failed), starting a flush
   * if none runs; events queued later are not waited for. Never rejects.
   */
  written(): Promise<void>
  stats(): EventBufferStats
}

export interface CreateEventBufferOptions {
  store: ContentStore
  logger: Logger
  /** Longest time an event waits before its batch is written, in ms. Default 250. */
  flushIntervalMs?: number
  /** A full batch is written at once, without waiting for the interval. Default 500. */
  batchSize?: number
  /**
   * Most events per insert (one transaction) when more are queued: a backlog is written in fewer,
   * larger transactions. Default 4 × `batchSize`.
   */
  maxBatchSize?: number
  /**
   * Most events waiting; a push that does not fit is refused whole, counted and logged. Keep it
   * at least the largest request (1,000 events). Default 10 000.
   */
  maxQueue?: number
}

/**
 * Creates the batching buffer of tracking events. Flushes run one at a time. A batch whose data
 * the database refuses is split until the bad events are alone; what still fails is logged and
 * counted as `failed` (analytics are best effort: retrying a batch the database refuses would
 * block the queue). The timer does not keep the process alive.
 * @example
 * const events = createEventBuffer({ store, logger })
 * events.push([event])
 * process.on('SIGTERM', () => void events.close().then(() => process.exit(0)))
 */
export function createEventBuffer(options: CreateEventBufferOptions): EventBuffer {
  const { store, logger } = options
  const flushIntervalMs = options.flushIntervalMs ?? 250
  const batchSize = options.batchSize ?? 500
  const maxBatchSize = Math.max(batchSize, options.maxBatchSize ?? 4 * batchSize)
  const maxQueue = options.maxQueue ?? 10_000
  let queue: StoredEvent[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let closed = false
  let warnedFull = false
  const counts = { inserted: 0, refused: 0, failed: 0 }
  /** Events taken so far, and of those the ones whose insert ended (in order: FIFO). */
  let taken = 0
  let done = 0
  let waiters: Array<{ upTo: number; resolve: () => void }> = []

  /**
   * Inserts a batch; when the database refuses its data, the halves are tried apart, so a bad
   * event is lost alone (a few more inserts), not with the others of its batch.
   */
  async function insert(batch: StoredEvent[]): Promise<void> {
    try {
      counts.inserted += await store.insertEvents({ events: batch })
      warnedFull = false
    } catch (error: unknown) {
      if (batch.length > 1 && isDataError(error)) {
        const half = Math.ceil(batch.length / 2)
        await insert(batch.slice(0, half))
        await insert(batch.slice(half))
        return
      }
      counts.failed += batch.length
      logger.error('tracking events could not be stored', {
        events: batch.length,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatchSize)
      queue = queue.slice(batch.length)
      await insert(batch)
      done += batch.length
      const ready = waiters.filter((waiter) => waiter.upTo <= done)
      waiters = waiters.filter((waiter) => waiter.upTo > done)
      for (const waiter of ready) waiter.resolve()
    }
  }

  async function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    while (running) await running
    if (queue.length === 0) return
    running = drain()
    try {
      await running
    } finally {
      running = undefined
    }
  }

  function schedule(): void {
    if (queue.length >= batchSize) {
      void flush()
    } else if (timer === undefined) {
      timer = setTimeout(() => void flush(), flushIntervalMs)
      timer.unref?.()
    }
  }

  return {
    push(events) {
      if (closed || queue.length + events.length > maxQueue) {
        counts.refused += events.length
        if (!warnedFull) {
          warnedFull = true
          logger.warn('tracking queue full: events refused (503)', {
            refused: events.length,
            queued: queue.length,
            maxQueue,
            closed,
          })
        }
        return false
      }
      if (events.length > 0) {
        taken += events.length
        queue.push(...events)
        schedule()
      }
      return true
    },
    flush,
    async close() {
      closed = true
      await flush()
    },
    written() {
      if (done >= taken) return Promise.resolve()
      const upTo = taken
      const promise = new Promise<void>((resolve) => waiters.push({ upTo, resolve }))
      if (!running) void flush()
      return promise
    },
    stats: () => ({ queued: queue.length, ...counts }),
  }
}
