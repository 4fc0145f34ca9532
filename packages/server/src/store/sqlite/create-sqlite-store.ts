import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { createLocalNotifier } from '../change-notifier.ts'
import { createKyselyStore } from '../create-kysely-store.ts'
import type { Database } from '../schema.ts'
import type { ContentStore } from '../types.ts'
import { createSqliteReportReader } from './report-reader.ts'

/** How long a write waits for another process's lock on the file before failing, in ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

export interface CreateSqliteStoreOptions {
  /** Path of the database file (its folders are created), or `:memory:`. */
  filename: string
  /** Clock (epoch ms) for stored timestamps. Default `Date.now`. */
  now?: () => number
  /** Receives errors thrown by change listeners. Default: ignored. */
  onError?: (error: unknown) => void
  /**
   * SQLite's `synchronous`: `full` syncs the WAL on every commit, so an acknowledged write
   * survives a power loss; `normal` syncs only at checkpoints, so a power loss (not a crash of
   * the process) may undo the last commits. Default `full`.
   */
  synchronous?: 'normal' | 'full'
  /**
   * Whether the experiment report's reads run on a worker thread with a read-only connection of
   * its own (`createSqliteReportReader`), off the event loop. Default: yes for a file, no for
   * `:memory:` (another connection would not see that database).
   */
  reportWorker?: boolean
}

/** The settings every connection of the store gets, in order. */
export function sqlitePragmas(synchronous: 'normal' | 'full'): string[] {
  return [
    'journal_mode = WAL',
    `synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`,
    'foreign_keys = ON',
    `busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  ]
}

/**
 * A ContentStore on a SQLite file (better-sqlite3): WAL journal, `synchronous` FULL unless told
 * otherwise, foreign keys on, a busy
 * timeout of {@link SQLITE_BUSY_TIMEOUT_MS}; on a file, the experiment report reads on a worker
 * thread (see `reportWorker`). Changes are delivered to listeners of this store
 * only, right after each write commits. Call `migrate()` before use.
 * @example
 * const store = createSqliteStore({ filename: './data/tessera.db' })
 * await store.migrate()
 */
export function createSqliteStore(options: CreateSqliteStoreOptions): ContentStore {
  const { filename, now, onError = () => {}, synchronous = 'full' } = options
  const isMemory = filename === ':memory:' || filename === ''
  if (!isMemory) mkdirSync(dirname(filename), { recursive: true })
  const database = new Sqlite(filename)
  for (const pragma of sqlitePragmas(synchronous)) database.pragma(pragma)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  const store = createKyselyStore({
    db,
    kind: 'sqlite',
    notifier: createLocalNotifier(onError),
    now,
  })
  if (isMemory || options.reportWorker === false) return store
  const reports = createSqliteReportReader(filename, SQLITE_BUSY_TIMEOUT_MS)
  const close = store.close.bind(store)
  return Object.assign(store, {
    aggregateExperiment: reports.aggregateExperiment,
    experimentDaily: reports.experimentDaily,
    async close() {
      await reports.close()
      await close()
    },
  })
}
