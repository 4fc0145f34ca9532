import { Worker } from 'node:worker_threads'
import { HttpError, QueryParseError } from '@tessera/core'
import type { QueryJob, QueryJobResult } from './query-job.ts'
import { workerUrl } from '../worker-url.ts'

/** Default longest time one query's matching may take in the worker, in ms. */
export const DEFAULT_QUERY_TIMEOUT_MS = 3000

/** Default number of jobs that may wait for the worker before new ones are refused (503). */
export const DEFAULT_MAX_QUEUED_QUERIES = 32

export interface QueryPoolOptions {
  /** Default {@link DEFAULT_QUERY_TIMEOUT_MS}. */
  timeoutMs?: number
  /** Default {@link DEFAULT_MAX_QUEUED_QUERIES}. */
  maxQueued?: number
  /** The worker's module. Default {@link defaultWorkerUrl} (tests give one that fails to load). */
  workerUrl?: URL
}

/** The query worker's module next to `moduleUrl` (see {@link workerUrl}). */
export function defaultWorkerUrl(moduleUrl: string): URL {
  return workerUrl(moduleUrl, 'query-worker')
}

/** Matches documents against a query on a worker thread. */
export interface QueryPool {
  /**
   * Whether each document matches `query`. Rejects with 400 `QUERY_TOO_SLOW` when matching
   * takes longer than the time bound, 503 `BUSY` when too many jobs wait, and
   * `QueryParseError` for a query the worker refuses.
   */
  match(query: Record<string, unknown>, docs: unknown[]): Promise<boolean[]>
  /** Stops the worker; later jobs start a new one. */
  close(): Promise<void>
}

interface PendingJob {
  job: QueryJob
  resolve(matches: boolean[]): void
  reject(error: unknown): void
}

/**
 * A worker thread that runs queries with `$regex` off the event loop. RE2 matching is linear in
 * the text, yet a long text and a pattern whose automaton RE2 cannot cache still take a second
 * or more; here that second blocks no other request, and a job past the time bound is stopped
 * by terminating the worker (a new one starts for the next job). Jobs run one at a time, in
 * order; the worker starts on first use and does not keep the process alive.
 */
export function createQueryPool(options: QueryPoolOptions = {}): QueryPool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS
  const maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED_QUERIES
  const queue: PendingJob[] = []
  let worker: Worker | undefined
  /** The worker has loaded and said so: jobs are sent (and timed) only from then on. */
  let isReady = false
  let running: { pending: PendingJob; timer: ReturnType<typeof setTimeout> } | undefined
  let nextId = 1

  const startWorker = (): Worker => {
    const started = new Worker(options.workerUrl ?? defaultWorkerUrl(import.meta.url))
    // Loading the worker takes a few hundred ms; that is not counted in any job's time.
    started.unref()
    // Only the current worker's events count: a stopped one may still report its exit.
    started.on('message', (result: QueryJobResult | 'ready') => {
      if (worker !== started) return
      if (result === 'ready') {
        isReady = true
        runNext()
      } else finish(result)
    })
    started.on('error', (error) => lost(started, error))
    started.on('exit', () => lost(started, new Error('The query worker stopped')))
    return started
  }

  /** The worker died: its job fails; if it never loaded, so does every waiting job. */
  function lost(started: Worker, error: unknown): void {
    if (worker !== started) return
    worker = undefined
    if (running) fail(error)
    else if (!isReady) for (const pending of queue.splice(0)) pending.reject(error)
  }

  const runNext = (): void => {
    if (running || queue.length === 0) return
    if (!worker) {
      isReady = false
      worker = startWorker()
    }
    if (!isReady) return
    const pending = queue.shift() as PendingJob
    const timer = setTimeout(() => {
      const message = `The query took more than ${timeoutMs} ms to match; narrow it (fewer entries, a simpler $regex)`
      fail(new HttpError(400, 'QUERY_TOO_SLOW', message))
      const stuck = worker
      worker = undefined
      void stuck?.terminate()
    }, timeoutMs)
    running = { pending, timer }
    worker?.postMessage(pending.job)
  }

  const settle = (): PendingJob | undefined => {
    if (!running) return undefined
    const { pending, timer } = running
    clearTimeout(timer)
    running = undefined
    queueMicrotask(runNext)
    return pending
  }

  function finish(result: QueryJobResult): void {
    if (running?.pending.job.id !== result.id) return
    const pending = settle()
    if ('error' in result) pending?.reject(new QueryParseError(result.error))
    else pending?.resolve(result.matches)
  }

  function fail(error: unknown): void {
    settle()?.reject(error)
  }

  return {
    match(query, docs) {
      if (queue.length >= maxQueued) {
        const message = 'Too many queries with $regex are waiting; try again shortly'
        return Promise.reject(new HttpError(503, 'BUSY', message, { expose: true }))
      }
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, query, docs }, resolve, reject })
        runNext()
      })
    },
    async close() {
      const stopping = worker
      worker = undefined
      await stopping?.terminate()
    },
  }
}
