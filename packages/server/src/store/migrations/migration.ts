import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'

/** One versioned schema change. Migrations run in name order, each exactly once. */
export interface Migration {
  /** Unique and sortable, e.g. `001-initial`. */
  name: string
  /** Applies the change inside the migration transaction. */
  up(db: Kysely<unknown>, kind: StoreKind): Promise<void>
}
