import type { LibraryStore } from './library-types.ts'
import type { StoreContext } from './store-context.ts'
import { toSubmission } from './submissions.ts'

/** Reading submissions per form: the forms that have some, and one submission by id. */
export function submissionQueryOperations(
  ctx: StoreContext,
): Pick<LibraryStore, 'listForms' | 'getSubmission'> {
  const { db } = ctx
  return {
    async listForms(args) {
      const rows = await db
        .selectFrom('submissions')
        .select((eb) => [
          'form_name',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.max('created_at').as('last'),
        ])
        .where('space_id', '=', args.spaceId)
        .groupBy('form_name')
        .orderBy('form_name')
        .execute()
      return rows.map((row) => ({
        formName: row.form_name,
        submissions: Number(row.count),
        lastSubmittedAt: Number(row.last),
      }))
    },

    async getSubmission(args) {
      const row = await db
        .selectFrom('submissions')
        .selectAll()
        .where('space_id', '=', args.spaceId)
        .where('id', '=', args.id)
        .executeTakeFirst()
      return row && toSubmission(row)
    },
  }
}
