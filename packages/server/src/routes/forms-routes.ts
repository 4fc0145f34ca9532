import { HttpError } from '@tessera/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { decodeRecipient } from '../forms/decode-recipient.ts'
import { createFormQuota, retryAfterOf } from '../forms/form-quota.ts'
import { isAllowedRecipient } from '../forms/is-allowed-recipient.ts'
import { readPage } from '../forms/read-page.ts'
import { readSubmissionBody, submissionBodyKind } from '../forms/read-submission-body.ts'
import { storeSubmissionFiles } from '../forms/store-submission-files.ts'
import { createMailTransport } from '../mail/create-mail-transport.ts'
import { submissionSize } from '../store/submissions.ts'
import { sendSubmissionMail } from '../mail/send-submission-mail.ts'
import { requireAuth, requirePrivate } from '../middleware/auth.ts'
import { limitBody } from '../middleware/body-limit.ts'
import { createClientAddress, parseTrustedProxies } from '../tracking/client-address.ts'

const submissionFilter = z.object({
  form: z.string().min(1).max(200).optional(),
  search: z.string().max(200).optional(),
})

/** Form name used when the `name` parameter is missing. */
export const DEFAULT_FORM_NAME = 'Form'
/** Longest form name. */
export const MAX_FORM_NAME_LENGTH = 200

function formName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const name = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim()
  if (name.length > MAX_FORM_NAME_LENGTH) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      `Invalid name: at most ${MAX_FORM_NAME_LENGTH} characters`,
    )
  }
  return name === '' ? DEFAULT_FORM_NAME : name
}

/**
 * Form submissions (the endpoint of the form block's email mode):
 *
 * - `POST /api/v1/form-submit?apiKey=<key>&to=<base64 email>&name=<form name>` with a JSON,
 *   multipart (files stored as assets) or urlencoded body → 200 `{ ok: true, id }`. `to`, when
 *   given, must be allowed by `config.formRecipients` (else 403 `RECIPIENT_NOT_ALLOWED`: the
 *   endpoint is no open relay) and the submission is mailed to it when `config.smtpUrl` is set;
 *   a mail failure is logged and the request still succeeds (the submission is stored).
 *   Bodies: `config.maxBodyBytes`, multipart `config.maxUploadBytes` (413 beyond).
 * - `GET /api/v1/form-submissions?form=&search=&limit=&offset=` (private key or a session) →
 *   `{ results: [submission] }`, newest first (limit default 100, at most 1000), of one form
 *   and those whose fields contain `search` when given.
 * - `GET /api/v1/form-files/:assetId` (private key) → a submitted file, as an attachment.
 */
export function formsRoutes(deps: AppDeps): Hono<AppEnv> {
  const mail = deps.config.smtpUrl ? createMailTransport(deps.config.smtpUrl) : undefined
  const jsonLimit = limitBody(deps.config.maxBodyBytes)
  const uploadLimit = limitBody(deps.config.maxUploadBytes)
  const sizeLimit: MiddlewareHandler<AppEnv> = (c, next) =>
    submissionBodyKind(c.req.header('content-type')) === 'multipart'
      ? uploadLimit(c, next)
      : jsonLimit(c, next)

  const quota = createFormQuota({ config: deps.config.formQuota, store: deps.store, now: deps.now })
  const addressOf = createClientAddress(parseTrustedProxies(deps.config.trustedProxies))
  /** Runs a check of the quota; a refusal says when to retry (`Retry-After`). */
  const checkQuota = async (c: Context<AppEnv>, check: () => void | Promise<void>) => {
    try {
      await check()
    } catch (error: unknown) {
      const seconds = retryAfterOf(error)
      if (seconds !== undefined) c.header('Retry-After', String(seconds))
      throw error
    }
  }

  const routes = new Hono<AppEnv>()
  routes.post('/api/v1/form-submit', sizeLimit, async (c) => {
    const auth = requireAuth(c)
    const client = addressOf(c)
    await checkQuota(c, () => quota.admit(client, auth.spaceId))
    const rawTo = c.req.query('to')
    const to = rawTo === undefined || rawTo === '' ? null : decodeRecipient(rawTo)
    if (to !== null && !isAllowedRecipient(to, deps.config.formRecipients ?? [])) {
      throw new HttpError(
        403,
        'RECIPIENT_NOT_ALLOWED',
        `Recipient "${to}" is not allowed for this space`,
      )
    }
    const name = formName(c.req.query('name'))
    const body = await readSubmissionBody(c)
    const bytes = submissionSize(
      JSON.stringify(body.data),
      body.files.map(({ file }) => file),
    )
    await checkQuota(c, () => quota.charge(client, auth.spaceId, bytes))
    const stored = await storeSubmissionFiles({
      store: deps.store,
      spaceId: auth.spaceId,
      files: body.files,
    })
    const submission = await deps.store.insertSubmission({
      spaceId: auth.spaceId,
      formName: name,
      to,
      data: body.data,
      files: stored.files,
    })
    if (mail && to !== null) {
      try {
        await sendSubmissionMail({
          transport: mail,
          to,
          submission,
          attachments: stored.attachments,
        })
      } catch (error: unknown) {
        deps.logger.error('form submission mail failed', {
          submissionId: submission.id,
          form: name,
          error: error instanceof Error ? error.message : String(error),
        })
      }
    }
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true, id: submission.id })
  })

  routes.get('/api/v1/form-submissions', async (c) => {
    const auth = requirePrivate(c)
    const page = readPage({ limit: c.req.query('limit'), offset: c.req.query('offset') })
    const filter = submissionFilter.parse({
      form: c.req.query('form'),
      search: c.req.query('search'),
    })
    const results = await deps.store.listSubmissions({
      spaceId: auth.spaceId,
      ...page,
      ...(filter.form === undefined ? {} : { formName: filter.form }),
      ...(filter.search === undefined ? {} : { search: filter.search }),
    })
    c.header('Cache-Control', 'no-store')
    return c.json({ results })
  })

  routes.get('/api/v1/form-files/:assetId', async (c) => {
    const auth = requirePrivate(c)
    const found = await deps.store.getAsset({ spaceId: auth.spaceId, id: c.req.param('assetId') })
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'File not found')
    const { asset, bytes } = found
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': asset.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(asset.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })
  return routes
}
