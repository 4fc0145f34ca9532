import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { MAX_SUBMISSIONS_LIMIT } from '../forms/read-page.ts'
import { submissionsCsv } from '../forms/submissions-csv.ts'
import { requirePrivate } from '../middleware/auth.ts'
import { MAX_FORM_NAME_LENGTH } from './forms-routes.ts'

/** Most submissions one CSV export holds. */
export const MAX_CSV_SUBMISSIONS = 50 * MAX_SUBMISSIONS_LIMIT

const exportQuery = z.object({
  form: z.string().min(1).max(MAX_FORM_NAME_LENGTH).optional(),
  search: z.string().max(200).optional(),
})

/** A file name for the export of `form` (letters, digits, dashes). */
function exportFilename(form: string | undefined): string {
  const base = (form ?? 'all-forms').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${base || 'form'}-submissions.csv`
}

/**
 * Reading submissions per form (the private key or an editor session of any role;
 * `Cache-Control: no-store`):
 *
 * - `GET /api/v1/forms` → `{ results: [{ formName, submissions, lastSubmittedAt }] }`, the
 *   forms that have submissions, by the name they were submitted with;
 * - `GET /api/v1/form-submissions/:id` → one submission (its files download from
 *   `/api/v1/form-files/:assetId`);
 * - `GET /api/v1/form-submissions.csv?form=&search=` → the submissions (at most
 *   {@link MAX_CSV_SUBMISSIONS}, newest first) as CSV, see `submissionsCsv`.
 */
export function formSubmissionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const { store } = deps
  const routes = new Hono<AppEnv>()

  routes.get('/api/v1/forms', async (c) => {
    const { spaceId } = requirePrivate(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ results: await store.listForms({ spaceId }) })
  })

  routes.get('/api/v1/form-submissions.csv', async (c) => {
    const { spaceId } = requirePrivate(c)
    const query = exportQuery.parse({ form: c.req.query('form'), search: c.req.query('search') })
    const submissions = await store.listSubmissions({
      spaceId,
      ...(query.form === undefined ? {} : { formName: query.form }),
      ...(query.search === undefined ? {} : { search: query.search }),
      limit: MAX_CSV_SUBMISSIONS,
    })
    const origin = new URL(c.req.url).origin
    const csv = submissionsCsv(submissions, (id) => `${origin}/api/v1/form-files/${id}`)
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(query.form)}"`,
      'Cache-Control': 'no-store',
    })
  })

  routes.get('/api/v1/form-submissions/:id', async (c) => {
    const { spaceId } = requirePrivate(c)
    const submission = await store.getSubmission({ spaceId, id: c.req.param('id') })
    if (!submission) throw new HttpError(404, 'NOT_FOUND', 'Submission not found')
    c.header('Cache-Control', 'no-store')
    return c.json(submission)
  })
  return routes
}
