import { HttpError } from '@tessera/core'
import type { AuthInfo } from '../app-env.ts'
import { verifyPreviewToken } from '../middleware/preview-token.ts'
import type { ReadOptions } from './read-options.ts'

/** The draft-related options of a read. */
export type DraftOptions = Pick<ReadOptions, 'preview' | 'overrides' | 'includeUnpublished'>

/** Whether a read asks for anything but published content. */
export function wantsDrafts(options: DraftOptions): boolean {
  return (
    options.preview !== undefined ||
    Object.keys(options.overrides).length > 0 ||
    options.includeUnpublished
  )
}

export interface DraftAccessArgs {
  auth: AuthInfo
  /** From the `previewToken` parameter or the `X-Preview-Token` header. */
  previewToken: string | undefined
  previewSecret: string
  now: number
}

/**
 * Refuses a read that asks for drafts without the right to see them:
 * - `includeUnpublished` needs the private key: else 403 `includeUnpublished needs the
 *   private key`;
 * - `preview` and `overrides` need the private key or a valid, unexpired preview token of the
 *   same space: else 403 `Drafts (preview, overrides) need the private key or a valid preview
 *   token`. A public key alone never sees drafts; we refuse rather than silently serve the
 *   published content, so that an editor whose token expired sees why.
 */
export function assertDraftAccess(options: DraftOptions, args: DraftAccessArgs): void {
  if (args.auth.kind === 'private') return
  if (options.includeUnpublished) {
    throw new HttpError(403, 'FORBIDDEN', 'includeUnpublished needs the private key')
  }
  if (options.preview === undefined && Object.keys(options.overrides).length === 0) return
  const claims =
    args.previewToken === undefined
      ? undefined
      : verifyPreviewToken(args.previewToken, args.previewSecret, args.now)
  if (claims?.spaceId !== args.auth.spaceId) {
    throw new HttpError(
      403,
      'FORBIDDEN',
      'Drafts (preview, overrides) need the private key or a valid preview token',
    )
  }
}

/**
 * `assertDraftAccess` for one request of the read routes: the preview token comes from the
 * `previewToken` parameter or the `X-Preview-Token` header; the secret from the config.
 */
export function assertRequestDraftAccess(
  options: DraftOptions & Pick<ReadOptions, 'previewToken'>,
  request: { auth: AuthInfo; header: string | undefined; previewSecret: string; now: number },
): void {
  assertDraftAccess(options, {
    auth: request.auth,
    previewToken: options.previewToken ?? request.header,
    previewSecret: request.previewSecret,
    now: request.now,
  })
}
