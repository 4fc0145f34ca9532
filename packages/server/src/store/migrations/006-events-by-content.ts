import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/**
 * `events_space_content_created`: the experiment report reads one content's events over a time
 * range. The index leads with the space, the content and the time, and carries the columns the
 * report groups and counts (type, variation, visitor), so both databases answer it from the
 * index alone, without reading the event rows (their `data` is the bulk).
 */
export const eventsByContentMigration: Migration = {
  name: '006-events-by-content',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .createIndex('events_space_content_created')
      .on('events')
      .columns(['space_id', 'content_id', 'created_at', 'type', 'variation_id', 'visitor_id'])
      .execute()
  },
}
