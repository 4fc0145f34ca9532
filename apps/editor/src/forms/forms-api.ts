import type { ApiClient } from '../api/api-client.ts'

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

/** A form's submissions, newest first, those containing `search` when given. */
export async function listSubmissions(
  api: ApiClient,
  form: string,
  search = '',
): Promise<Submission[]> {
  const query = filterQuery(form, search)
  query.set('limit', '1000')
  return (await api.json<{ results: Submission[] }>(`/api/v1/form-submissions?${query}`)).results
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
