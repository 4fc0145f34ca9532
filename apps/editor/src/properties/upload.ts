import type { ApiClient } from '../api/api-client.ts'

/** What the service answers for an upload (`POST /api/v1/upload`). */
export interface UploadedFile {
  id: string
  /** The asset's URL on the service (relative: `/api/v1/image/…` or `/api/v1/file/…`). */
  url: string
  width: number | null
  height: number | null
  contentType: string
}

/** The `accept` of a file input for an input's `allowedFileTypes` (`['png', 'jpg']`). */
export function acceptOf(allowed: unknown): string | undefined {
  if (!Array.isArray(allowed) || allowed.length === 0) return undefined
  return allowed
    .filter((type): type is string => typeof type === 'string' && type !== '')
    .map((type) => (type.includes('/') ? type : `.${type.replace(/^\./, '')}`))
    .join(',')
}

/**
 * Why a file may not go into an input with `allowedFileTypes` (by its extension, or its MIME
 * type for entries like `image/png`), or `undefined` when it may (any file, without a list).
 */
export function fileTypeError(file: { name: string; type: string }, allowed: unknown) {
  const accept = acceptOf(allowed)
  if (accept === undefined) return undefined
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  const ok = accept.split(',').some((entry) => {
    const wanted = entry.toLowerCase()
    if (wanted.startsWith('.')) return name.endsWith(wanted)
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted
  })
  return ok
    ? undefined
    : `${file.name} is not one of the allowed types (${accept.replaceAll('.', '')})`
}

const STORABLE_TYPE =
  /^((image|video)\/|\.?(avif|gif|jpe?g|png|svg|webp|mp4|m4v|mov|webm|ogv|pdf|zip|docx|xlsx|pptx|txt|csv|md|json|mp3)$)/i

/**
 * Whether the service's asset library can store what an input takes: images (JPEG, PNG, WebP,
 * GIF, AVIF, SVG), videos (MP4, MOV, WebM, Ogg) and some files (PDF, office, text, ZIP, MP3),
 * so an input for other files only (`allowedFileTypes: ['exe']`) gets a URL field and no
 * upload. An input without `allowedFileTypes` may get any of them.
 */
export function canUpload(input: { type?: string; allowedFileTypes?: unknown }): boolean {
  const allowed = input.allowedFileTypes
  if (!Array.isArray(allowed) || allowed.length === 0) return true
  return allowed.some((type) => typeof type === 'string' && STORABLE_TYPE.test(type))
}

/** Uploads a file to the service with the editor's session (multipart field `file`). */
export function uploadFile(api: ApiClient, file: File): Promise<UploadedFile> {
  const form = new FormData()
  form.set('file', file, file.name)
  return api.json<UploadedFile>('/api/v1/upload', { method: 'POST', body: form })
}
