import type { Kysely } from 'kysely'
import type { StoreKind } from '../schema.ts'
import { submissionSize } from '../submissions.ts'
import type { StoredFile } from '../types.ts'
import type { Migration } from './migration.ts'

interface OldSubmission {
  id: string
  data: string
  files: string
}

/** `submissions.bytes`: what each submission holds, summed for the storage quota; backfilled. */
export const submissionBytesMigration: Migration = {
  name: '003-submission-bytes',
  async up(db: Kysely<unknown>, _kind: StoreKind): Promise<void> {
    await db.schema
      .alterTable('submissions')
      .addColumn('bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute()
    const typed = db as unknown as Kysely<{ submissions: OldSubmission & { bytes: number } }>
    const rows = await typed.selectFrom('submissions').select(['id', 'data', 'files']).execute()
    for (const row of rows) {
      let files: StoredFile[] = []
      try {
        files = JSON.parse(row.files) as StoredFile[]
      } catch {
        // A row whose files do not parse counts its fields only.
      }
      await typed
        .updateTable('submissions')
        .set({ bytes: submissionSize(row.data, Array.isArray(files) ? files : []) })
        .where('id', '=', row.id)
        .execute()
    }
  },
}
