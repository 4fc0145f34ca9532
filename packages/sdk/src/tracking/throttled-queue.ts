import { TRACK_THROTTLE_MS } from '@tessera/core'

/** How a batch should be sent. */
export interface SendContext {
  /** The page is going away: use a transport that survives unloading (sendBeacon). */
  urgent: boolean
}

export interface ThrottledQueueOptions<T> {
  /**
   * Sends one batch. Called synchronously from the flush (so that `sendBeacon` still works in a
   * `pagehide` handler); may return a promise. Throwing or rejecting is reported to `onError`.
   */
  send: (items: T[], context: SendContext) => Promise<void> | void
  /** Least time between two automatic flushes. Default: `TRACK_THROTTLE_MS` (5 ms). */
  throttleMs?: number
  /** Clock in ms. Default: `Date.now`. */
  now?: () => number
  /** Told about failed sends. Default: ignore them. */
  onError?: (error: unknown) => void
}

/** A queue flushed through a throttle. */
export interface ThrottledQueue<T> {
  /** Adds an item and schedules a flush. */
  push(item: T): void
  /**
   * Sends everything queued now, bypassing the throttle; resolves (never rejects) once this
   * send and every earlier one still in flight have finished.
   */
  flush(context?: Partial<SendContext>): Promise<void>
  /** Number of items waiting. */
  readonly size: number
  /** Cancels a scheduled flush (items stay queued until the next `flush`). */
  cancel(): void
}

/**
 * A queue whose flushes go through a throttle: the first push flushes at once (at the end of
 * the current task, so that synchronous bursts share one batch), then at most one flush per
 * `throttleMs` window; the trailing flush sends everything queued meanwhile.
 */
export function createThrottledQueue<T>(options: ThrottledQueueOptions<T>): ThrottledQueue<T> {
  const throttleMs = options.throttleMs ?? TRACK_THROTTLE_MS
  const now = options.now ?? (() => Date.now())
  const items: T[] = []
  const inFlight = new Set<Promise<void>>()
  let lastFlushAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let microtaskPending = false
  let generation = 0

  const report = (error: unknown): void => {
    try {
      options.onError?.(error)
    } catch {
      // A failing error handler must not break the queue either.
    }
  }

  const sendNow = (context: SendContext): Promise<void> => {
    lastFlushAt = now()
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    microtaskPending = false
    generation++
    const batch = items.splice(0)
    if (batch.length > 0) {
      let sent: Promise<void>
      try {
        sent = Promise.resolve(options.send(batch, context)).catch(report)
      } catch (error) {
        report(error)
        sent = Promise.resolve()
      }
      inFlight.add(sent)
      void sent.finally(() => inFlight.delete(sent))
    }
    return Promise.all(inFlight).then(() => undefined)
  }

  const schedule = (): void => {
    if (timer !== undefined || microtaskPending) return
    const wait = lastFlushAt + throttleMs - now()
    if (wait <= 0) {
      microtaskPending = true
      const scheduledIn = generation
      queueMicrotask(() => {
        // Skip when an explicit flush (or cancel) happened in the meantime.
        if (!microtaskPending || scheduledIn !== generation) return
        void sendNow({ urgent: false })
      })
    } else {
      timer = setTimeout(() => {
        timer = undefined
        void sendNow({ urgent: false })
      }, wait)
    }
  }

  return {
    push(item) {
      items.push(item)
      schedule()
    },
    flush: (context) => sendNow({ urgent: context?.urgent ?? false }),
    get size() {
      return items.length
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      microtaskPending = false
      generation++
    },
  }
}
