import type { Kysely } from 'kysely'
import { accountOperations } from './accounts.ts'
import { assetLibraryOperations } from './asset-library.ts'
import { assetOperations } from './assets.ts'
import type { ChangeNotifier } from './change-notifier.ts'
import { entryQueries } from './entry-queries.ts'
import { entryWrites } from './entries.ts'
import { eventOperations } from './events.ts'
import { experimentEventOperations } from './experiment-events.ts'
import { runMigrations } from './migrations/run-migrations.ts'
import { modelOperations } from './models.ts'
import type { Database, StoreKind } from './schema.ts'
import { spaceOperations } from './spaces.ts'
import type { StoreContext } from './store-context.ts'
import { settingOperations } from './settings.ts'
import { submissionQueryOperations } from './submission-queries.ts'
import { submissionOperations } from './submissions.ts'
import { teamOperations } from './team.ts'
import type { ContentStore } from './types.ts'

export interface CreateKyselyStoreOptions {
  db: Kysely<Database>
  kind: StoreKind
  notifier: ChangeNotifier
  /** Clock (epoch ms) for every timestamp the store writes. Default `Date.now`. */
  now?: () => number
  /** Runs before the migrations (PostgreSQL: creates the schema). Default: nothing. */
  beforeMigrate?: () => Promise<void>
}

/**
 * A ContentStore over a Kysely database, the same SQL on SQLite and PostgreSQL: the operation
 * groups (spaces, models, entries, events, submissions, assets) composed on one context.
 * `close()` stops change delivery, then closes the database; calling it again does nothing.
 */
export function createKyselyStore(options: CreateKyselyStoreOptions): ContentStore {
  const { db, kind, notifier, now = Date.now, beforeMigrate } = options
  const ctx: StoreContext = { db, kind, now, notifier }
  let closing: Promise<void> | undefined
  return {
    kind,
    async migrate() {
      await beforeMigrate?.()
      await runMigrations({ db, kind, now })
    },
    close() {
      closing ??= (async () => {
        try {
          await notifier.close()
        } finally {
          await db.destroy()
        }
      })()
      return closing
    },
    ...spaceOperations(ctx),
    ...modelOperations(ctx),
    ...entryWrites(ctx),
    ...entryQueries(ctx),
    ...eventOperations(ctx),
    ...experimentEventOperations(ctx),
    ...submissionOperations(ctx),
    ...assetOperations(ctx),
    ...assetLibraryOperations(ctx),
    ...submissionQueryOperations(ctx),
    ...settingOperations(ctx),
    ...accountOperations(ctx),
    ...teamOperations(ctx),
    onChange: (listener) => notifier.subscribe(listener),
    broadcast: (message) => notifier.broadcast(message),
    onBroadcast: (listener) => notifier.onBroadcast(listener),
  }
}
