import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import type { Migration } from './migration.ts'

/**
 * The asset library: `assets.library` (1 for what authors uploaded to the library, 0 for the
 * files of form submissions, which stay private), the image focal point `focal_x`/`focal_y`
 * (0–1 from the left and top; null when unset) that crops centre on, and an index listing a
 * space's library newest first. Existing uploads with a size read from their bytes (only the
 * upload endpoint's images had one) join the library.
 */
export const assetLibraryMigration: Migration = {
  name: '009-asset-library',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .alterTable('assets')
      .addColumn('library', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('assets').addColumn('focal_x', 'real').execute()
    await db.schema.alterTable('assets').addColumn('focal_y', 'real').execute()
    await sql`update assets set library = 1 where width is not null`.execute(db)
    await db.schema
      .createIndex('assets_space_library_created')
      .on('assets')
      .columns(['space_id', 'library', 'created_at'])
      .execute()
  },
}
