import { Worker } from 'node:worker_threads'
import type { ContentStore } from '../types.ts'
import type { ReportJob, ReportJobResult, ReportMethod } from './report-job.ts'
import { workerUrl } from '../../worker-url.ts'

/** The experiment report's reads, answered by a worker thread. */
export type ReportReader = Pick<ContentStore, 'aggregateExperiment' | 'experimentDaily'> & {
  /** Stops the worker (pending reads fail); a later read starts a new one. */
  close(): Promise<void>
}

interface Pending {
  resolve(rows: unknown[]): void
  reject(error: unknown): void
}

/**
 * Runs the experiment report's reads of the SQLite file `filename` on a worker thread with its
 * own read-only connection, so that a report read never blocks the event loop (better-sqlite3 is
 * synchronous): WAL lets it read what the service's connection committed while that one writes.
 * The worker starts on the first read, does not keep the process alive, and is started again if
 * it dies (its pending reads fail).
 */
export function createSqliteReportReader(filename: string, busyTimeoutMs = 5000): ReportReader {
  let worker: Worker | undefined
  const pending = new Map<number, Pending>()
  let nextId = 1

  const lost = (started: Worker, error: unknown) => {
    if (worker !== started) return
    worker = undefined
    for (const job of pending.values()) job.reject(error)
    pending.clear()
  }

  const start = (): Worker => {
    const started = new Worker(workerUrl(import.meta.url, 'report-worker'), {
      workerData: { filename, busyTimeoutMs },
      // Not the process's flags: a preload given to the service (`--import x.ts`) would load before
      // the worker registers tsx's loader for itself, and fail.
      execArgv: [],
    })
    started.unref()
    started.on('message', (result: ReportJobResult) => {
      const job = pending.get(result.id)
      if (!job) return
      pending.delete(result.id)
      if ('error' in result) job.reject(new Error(`experiment report: ${result.error}`))
      else job.resolve(result.rows)
    })
    // An error thrown in the worker arrives cloned: a SqliteError keeps its code, not its message.
    started.on('error', (error: Error & { code?: string }) => {
      const why = [error.code, error.message].filter(Boolean).join(': ')
      lost(started, new Error(`The report worker failed on ${filename}: ${why || 'unknown'}`))
    })
    started.on('exit', () => lost(started, new Error('The report worker stopped')))
    return started
  }

  function run<T>(method: ReportMethod, args: ReportJob['args']): Promise<T[]> {
    worker ??= start()
    const id = nextId++
    const job: ReportJob = { id, method, args }
    return new Promise<unknown[]>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker?.postMessage(job)
    }) as Promise<T[]>
  }

  return {
    aggregateExperiment: (args) => run('aggregateExperiment', args),
    experimentDaily: (args) => run('experimentDaily', args),
    async close() {
      const stopping = worker
      worker = undefined
      for (const job of pending.values()) job.reject(new Error('The report reader was closed'))
      pending.clear()
      await stopping?.terminate()
    },
  }
}
