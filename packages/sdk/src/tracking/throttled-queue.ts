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
  /**
   * After a failed send: how long to wait before sending its items again (`attempt` counts the
   * failures in a row, 1 for the first), or undefined to give them up. Default: never retry.
   */
  retryDelayMs?: (error: unknown, attempt: number) => number | undefined
  /** Most items held (queued and kept for a retry); the oldest beyond it are given up. Default 400. */
  maxItems?: number
  /** Told how many items were given up (too many held, or no retry left). Default: nothing. */
  onGiveUp?: (count: number) => void
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
 *
 * A failed send that `retryDelayMs` allows to retry puts its items back at the head of the queue
 * and holds automatic flushes until the delay has passed (items pushed meanwhile wait with them
 * and leave in the same batch). An explicit `flush` (the page hiding) sends at once whatever the
 * delay. At most `maxItems` are held, the oldest given up first.
 */
export function createThrottledQueue<T>(options: ThrottledQueueOptions<T>): ThrottledQueue<T> {
  const throttleMs = options.throttleMs ?? TRACK_THROTTLE_MS
  const now = options.now ?? (() => Date.now())
  const maxItems = options.maxItems ?? 400
  const items: T[] = []
  /** Failed sends in a row, and no automatic flush before `retryAt`. */
  let failures = 0
  let retryAt = Number.NEGATIVE_INFINITY
  const inFlight = new Set<Promise<void>>()
  let lastFlushAt = Number.NEGATIVE_INFINITY
  /** A flush is scheduled (a timer or a microtask); `generation` counts the unschedulings. */
  let scheduled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0

  /** Calls a handler of the options: one that throws must not break the queue. */
  const tell = <A>(handler: ((arg: A) => void) | undefined, arg: A): void => {
    try {
      handler?.(arg)
    } catch {
      // Ignored, as documented.
    }
  }

  const giveUp = (count: number): void => {
    if (count > 0) tell(options.onGiveUp, count)
  }

  const unschedule = (): void => {
    clearTimeout(timer)
    scheduled = false
    generation++
  }

  const keepAtMost = (): void =>
    giveUp(items.splice(0, Math.max(0, items.length - maxItems)).length)

  const failed = (batch: T[], error: unknown): void => {
    tell(options.onError, error)
    const delay = options.retryDelayMs?.(error, failures + 1)
    if (delay === undefined) {
      failures = 0
      giveUp(batch.length)
      return
    }
    failures++
    items.unshift(...batch)
    keepAtMost()
    retryAt = Math.max(retryAt, now() + delay)
    unschedule()
    schedule()
  }

  const sendNow = (context: SendContext): Promise<void> => {
    lastFlushAt = now()
    unschedule()
    const batch = items.splice(0)
    if (batch.length > 0) {
      let sent: Promise<void>
      try {
        sent = Promise.resolve(options.send(batch, context)).then(
          () => void (failures = 0),
          (error: unknown) => failed(batch, error),
        )
      } catch (error) {
        failed(batch, error)
        sent = Promise.resolve()
      }
      inFlight.add(sent)
      void sent.finally(() => inFlight.delete(sent))
    }
    return Promise.all(inFlight).then(() => undefined)
  }

  const schedule = (): void => {
    if (scheduled || items.length === 0) return
    scheduled = true
    const scheduledIn = generation
    // Skipped when an explicit flush (or cancel) happened in the meantime.
    const run = (): void => {
      if (scheduledIn === generation) void sendNow({ urgent: false })
    }
    const wait = Math.max(lastFlushAt + throttleMs, retryAt) - now()
    if (wait <= 0) queueMicrotask(run)
    else timer = setTimeout(run, wait)
  }

  return {
    push(item) {
      items.push(item)
      keepAtMost()
      schedule()
    },
    flush: (context) => sendNow({ urgent: context?.urgent ?? false }),
    get size() {
      return items.length
    },
    cancel: unschedule,
  }
}
