import type { ApiClient } from '../api/api-client.ts'
import { listAll } from '../api/list-all.ts'
import type { Listed } from '../api/list-all.ts'

/** A form of the space, as its submissions name it. */
export interface FormSummary {
  formName: string
  submissions: number
  lastSubmittedAt: number
}

/** A file sent with a submission. */
export interface SubmittedFile {
  field: string
  filename: string
  contentType: string
  size: number
  assetId: string
}

/** One stored submission. */
export interface Submission {
  id: string
  formName: string
  to: string | null
  data: Record<string, unknown>
  files: SubmittedFile[]
  createdAt: number
}

/** The forms that have submissions. */
export async function listForms(api: ApiClient): Promise<FormSummary[]> {
  return (await api.json<{ results: FormSummary[] }>('/api/v1/forms')).results
}

function filterQuery(form: string, search: string): URLSearchParams {
  const query = new URLSearchParams({ form })
  if (search.trim() !== '') query.set('search', search.trim())
  return query
}

/** Submissions per request (the service's most). */
const SUBMISSIONS_PAGE_SIZE = 1000
/** Submissions the list shows at first and adds with each "Show more". */
export const SUBMISSIONS_STEP = 500

/** A form's first `max` submissions, newest first, those containing `search` when given. */
export function listSubmissions(
  api: ApiClient,
  form: string,
  search = '',
  max = SUBMISSIONS_STEP,
): Promise<Listed<Submission>> {
  const path = `/api/v1/form-submissions?${filterQuery(form, search)}`
  return listAll<Submission>(api, path, { pageSize: SUBMISSIONS_PAGE_SIZE, max })
}

/** The address of a form's CSV export (downloaded with the session cookie). */
export function csvExportUrl(form: string, search = ''): string {
  return `/api/v1/form-submissions.csv?${filterQuery(form, search)}`
}

/** The address of a submitted file (downloaded with the session cookie). */
export function submittedFileUrl(file: SubmittedFile): string {
  return `/api/v1/form-files/${encodeURIComponent(file.assetId)}`
}

/** A field's value for people: text as is, anything else as JSON. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}
