import { HttpError } from '@tessera/core'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { readJsonBody } from '../middleware/body-limit.ts'

/** Most files one submission may carry. */
export const MAX_SUBMISSION_FILES = 20

/** A submitted file, not stored yet. */
export interface SubmittedFile {
  field: string
  file: File
}

/** The fields and files of a form submission. */
export interface SubmissionBody {
  data: Record<string, unknown>
  files: SubmittedFile[]
}

/** The body kinds a form may send, by their media type. */
export type SubmissionBodyKind = 'json' | 'multipart' | 'urlencoded'

/** The kind of a `Content-Type` header, or `undefined` when forms never send it. */
export function submissionBodyKind(
  contentType: string | undefined,
): SubmissionBodyKind | undefined {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
  if (media === 'application/json' || media?.endsWith('+json')) return 'json'
  if (media === 'multipart/form-data') return 'multipart'
  if (media === 'application/x-www-form-urlencoded') return 'urlencoded'
  return undefined
}

/** Sets a field without ever touching a prototype (a field may be called `__proto__`). */
function setField(data: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(data, key, { value, enumerable: true, writable: true, configurable: true })
}

/**
 * Reads a form submission: a JSON object (nested objects kept), or multipart / urlencoded
 * fields (a repeated field becomes an array; empty file inputs are skipped).
 * Errors: 415 `UNSUPPORTED_MEDIA_TYPE` for other content types, 400 `MALFORMED_JSON`,
 * 400 `INVALID_BODY` (JSON that is not an object, a form body that cannot be parsed, more than
 * {@link MAX_SUBMISSION_FILES} files). Size limits are the route's `limitBody`.
 */
export async function readSubmissionBody(c: Context<AppEnv>): Promise<SubmissionBody> {
  const contentType = c.req.header('content-type')
  const kind = submissionBodyKind(contentType)
  if (kind === undefined) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Unsupported content type "${contentType ?? ''}": send JSON, multipart/form-data or application/x-www-form-urlencoded`,
    )
  }
  if (kind === 'json') {
    const body = await readJsonBody(c)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'INVALID_BODY', 'A JSON submission must be an object')
    }
    return { data: body as Record<string, unknown>, files: [] }
  }
  let form: Record<string, string | File | Array<string | File>>
  try {
    form = await c.req.parseBody({ all: true })
  } catch (error: unknown) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'INVALID_BODY', 'Malformed form body', { cause: error })
  }
  const data: Record<string, unknown> = {}
  const files: SubmittedFile[] = []
  for (const [field, raw] of Object.entries(form)) {
    const values: string[] = []
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'string') values.push(value)
      else if (value.size > 0 || value.name !== '') files.push({ field, file: value })
    }
    if (values.length > 0) setField(data, field, values.length === 1 ? values[0] : values)
  }
  if (files.length > MAX_SUBMISSION_FILES) {
    throw new HttpError(
      400,
      'INVALID_BODY',
      `At most ${MAX_SUBMISSION_FILES} files per submission, got ${files.length}`,
    )
  }
  return { data, files }
}
