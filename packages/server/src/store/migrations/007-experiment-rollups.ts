import type { Kysely } from 'kysely'
import { backfillExperimentRollups } from '../experiment-backfill.ts'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/**
 * The experiment report's rollups, kept by ingestion (`applyExperimentRollups`) so that the
 * report reads small tables instead of the raw events, counting a range by cohort (visitors who
 * entered the test on a day of the range): `experiment_days` (per content, variation and UTC
 * day: event counts and visitors entering that day), `experiment_visitors` (per visitor: first
 * days seen and converted, to know who is new) and `experiment_cohort_conversions` (per entry
 * day and first conversion day: converted visitors). Back-filled from the stored events.
 */
export const experimentRollupsMigration: Migration = {
  name: '007-experiment-rollups',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .createTable('experiment_days')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('content_id', 'text', (col) => col.notNull())
      .addColumn('variation', 'text', (col) => col.notNull())
      .addColumn('day', 'integer', (col) => col.notNull())
      .addColumn('impressions', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('conversions', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('visitors', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('experiment_days_pk', ['space_id', 'content_id', 'variation', 'day'])
      .execute()
    await db.schema
      .createTable('experiment_visitors')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('content_id', 'text', (col) => col.notNull())
      .addColumn('variation', 'text', (col) => col.notNull())
      .addColumn('visitor_id', 'text', (col) => col.notNull())
      .addColumn('first_seen', 'integer')
      .addColumn('first_converted', 'integer')
      .addPrimaryKeyConstraint('experiment_visitors_pk', [
        'space_id',
        'content_id',
        'variation',
        'visitor_id',
      ])
      .execute()
    await db.schema
      .createTable('experiment_cohort_conversions')
      .addColumn('space_id', 'text', (col) => col.notNull())
      .addColumn('content_id', 'text', (col) => col.notNull())
      .addColumn('variation', 'text', (col) => col.notNull())
      .addColumn('first_seen', 'integer', (col) => col.notNull())
      .addColumn('first_converted', 'integer', (col) => col.notNull())
      .addColumn('visitors', 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('experiment_cohort_conversions_pk', [
        'space_id',
        'content_id',
        'variation',
        'first_seen',
        'first_converted',
      ])
      .execute()
    await backfillExperimentRollups(db)
  },
}
