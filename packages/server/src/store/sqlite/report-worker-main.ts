import { parentPort, workerData } from 'node:worker_threads'
import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { experimentEventOperations } from '../experiment-events.ts'
import type { Database } from '../schema.ts'
import type { ReportJob, ReportJobResult } from './report-job.ts'

/**
 * Runs the experiment report's reads on a read-only connection of its own: WAL lets it read
 * while the service's connection writes, and its queries block this thread, not the service's.
 */
const { filename, busyTimeoutMs } = workerData as { filename: string; busyTimeoutMs: number }
const database = new Sqlite(filename, { readonly: true, fileMustExist: true })
database.pragma(`busy_timeout = ${busyTimeoutMs}`)
const reads = experimentEventOperations({
  db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
})

parentPort?.on('message', (job: ReportJob) => {
  void reads[job.method](job.args).then(
    (rows) => parentPort?.postMessage({ id: job.id, rows } satisfies ReportJobResult),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ReportJobResult),
  )
})
