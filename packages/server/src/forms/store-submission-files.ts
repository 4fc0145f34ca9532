import type { MailAttachment } from '../mail/send-submission-mail.ts'
import type { ContentStore, StoredFile } from '../store/types.ts'
import type { SubmittedFile } from './read-submission-body.ts'

/** Longest stored file name. */
export const MAX_FILENAME_LENGTH = 200

/** The last path segment of a client-sent file name, without control characters. */
export function safeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return clean === '' ? 'file' : clean.slice(0, MAX_FILENAME_LENGTH)
}

export interface StoreSubmissionFilesArgs {
  store: ContentStore
  spaceId: string
  files: readonly SubmittedFile[]
}

/** The stored files of a submission, and the same files ready to attach to its mail. */
export interface StoredSubmissionFiles {
  files: StoredFile[]
  attachments: MailAttachment[]
}

/** Stores each submitted file as an asset of the space (`store.putAsset`). */
export async function storeSubmissionFiles(
  args: StoreSubmissionFilesArgs,
): Promise<StoredSubmissionFiles> {
  const result: StoredSubmissionFiles = { files: [], attachments: [] }
  for (const { field, file } of args.files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const filename = safeFilename(file.name)
    const contentType = file.type || 'application/octet-stream'
    const asset = await args.store.putAsset({ spaceId: args.spaceId, filename, contentType, bytes })
    result.files.push({ field, filename, contentType, size: asset.size, assetId: asset.id })
    result.attachments.push({ filename, contentType, content: bytes })
  }
  return result
}
