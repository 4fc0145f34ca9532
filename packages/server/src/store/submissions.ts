import { containsText } from './like-pattern.ts'
import type { SubmissionsTable } from './schema.ts'
import { NO_LIMIT, checkPage, parseStoredJson, randomId } from './store-context.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore, StoredFile, SubmissionRecord } from './types.ts'

/** What a submission holds, in bytes: its fields as JSON and its files. */
export function submissionSize(dataJson: string, files: ReadonlyArray<{ size: number }>): number {
  return dataJson.length + files.reduce((sum, file) => sum + (Number(file.size) || 0), 0)
}

/** The record of a submission row. */
export function toSubmission(row: SubmissionsTable): SubmissionRecord {
  return {
    id: row.id,
    spaceId: row.space_id,
    formName: row.form_name,
    to: row.to_address,
    data: parseStoredJson<Record<string, unknown>>(row.data, `submission ${row.id}`),
    files: parseStoredJson<StoredFile[]>(row.files, `files of submission ${row.id}`),
    createdAt: Number(row.created_at),
  }
}

/** Form submissions, newest first. */
export function submissionOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'insertSubmission' | 'listSubmissions' | 'submissionBytes'> {
  const { db } = ctx
  return {
    async insertSubmission(args) {
      const record: SubmissionRecord = {
        id: randomId(),
        spaceId: args.spaceId,
        formName: args.formName,
        to: args.to,
        data: args.data,
        files: args.files,
        createdAt: ctx.now(),
      }
      const data = JSON.stringify(record.data)
      await db
        .insertInto('submissions')
        .values({
          id: record.id,
          space_id: record.spaceId,
          form_name: record.formName,
          to_address: record.to,
          data,
          files: JSON.stringify(record.files),
          bytes: submissionSize(data, record.files),
          created_at: record.createdAt,
        })
        .execute()
      return record
    },

    async submissionBytes(args) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.val(0)).as('total'))
        .where('space_id', '=', args.spaceId)
        .executeTakeFirst()
      return Number(row?.total ?? 0)
    },

    async listSubmissions(args) {
      checkPage(args.limit, args.offset)
      let query = db.selectFrom('submissions').selectAll().where('space_id', '=', args.spaceId)
      if (args.formName !== undefined) query = query.where('form_name', '=', args.formName)
      if (args.search !== undefined && args.search !== '') {
        // The fields are stored as JSON text: look for the search as JSON spells it (`"` → `\"`).
        const search = JSON.stringify(args.search).slice(1, -1)
        query = query.where((eb) => containsText(eb.ref('data'), search))
      }
      query = query.orderBy('created_at', 'desc').orderBy('id')
      if (args.limit !== undefined || args.offset !== undefined) {
        query = query.limit(args.limit ?? NO_LIMIT).offset(args.offset ?? 0)
      }
      return (await query.execute()).map(toSubmission)
    },
  }
}
