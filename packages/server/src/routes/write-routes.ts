import type { Entry } from '@tessera/core'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps, AppEnv, AuthInfo } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import { readJsonBody } from '../middleware/body-limit.ts'
import { assertModelExists } from '../read/read-entries.ts'
import { assertMayChange } from '../permissions/assert-may-change.ts'
import { NotFoundError } from '../store/errors.ts'
import type { EntryRecord } from '../store/types.ts'
import { withConflictResponse } from '../write/conflict-response.ts'
import { parseEntryBody } from '../write/entry-schema.ts'
import { toEntryView } from '../write/entry-view.ts'
import { listParams } from '../write/list-params.ts'
import { mergeAndSave } from '../write/merge-save.ts'
import { patchEntry, replaceEntry } from '../write/save-entry.ts'
import {
  asJsonObject,
  privateJsonGuard,
  mergeParam,
  publishParam,
  readActionRev,
  requestRevision,
} from '../write/write-request.ts'

const ENTRY_BODY = 'The body must be an entry object'

/**
 * The write API (`/api/v1/write/...`, private key only; 401 without a key, 403 with a public
 * one, 413 over `config.maxBodyBytes`). Entries are answered as `toEntryView` shapes them:
 * the latest body with `meta.tessera = { revision, model, hasPublished, publishedRevision? }`.
 *
 * - `GET /api/v1/write/:model?limit&offset&published=published|draft|archived` →
 *   `{ results }`, drafts included, newest first (`published` filters on the latest status).
 * - `GET /api/v1/write/:model/:id` → the entry.
 * - `POST /api/v1/write/:model` (`?publish=true`) → 201 and the entry; 409 for a duplicate id.
 * - `PUT /api/v1/write/:model/:id` replaces the body; `PATCH` deep-merges into it (objects
 *   merged, arrays replaced, `null` removes). `?publish=true` or a body `published:
 *   'published'` publishes in the same transaction; otherwise the save is a draft and the
 *   published body, if any, stays live.
 * - `PUT ...?merge=blocks` with `If-Match` of an older revision merges the body onto the latest
 *   revision when the two changed different blocks or properties (see `write/merge-save.ts`);
 *   409 `CONFLICT` (with `blocks`: what both changed) when they changed the same property.
 * - `POST /api/v1/write/:model/:id/publish` and `/unpublish` → the entry.
 *
 * A write of an editor session signs the body it makes (`lastUpdatedBy`: the account's email),
 * publishes and unpublishes included, so each revision says who made it.
 * - `DELETE /api/v1/write/:model/:id` → `{ ok: true }`.
 *
 * Optimistic concurrency: a write may name the revision it is based on (`If-Match: "N"`,
 * `?revision=N` or the body's `rev`); when the entry has moved on, 409 `CONFLICT` with
 * `currentRevision`, and nothing is written. A write naming no revision is accepted whatever
 * the current revision (last write wins). Unknown model: 404 `Unknown model "<name>"`. Every
 * successful write calls `deps.invalidate(spaceId)`.
 */
export function writeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { store } = deps
  const guard = privateJsonGuard(deps.config.maxWriteBodyBytes)

  /** Resolves auth and model (404 when unknown) of an entry route. */
  async function target(c: Context<AppEnv>): Promise<{ auth: AuthInfo; model: string }> {
    const auth = requirePrivate(c)
    const model = c.req.param('model') ?? ''
    await assertModelExists(store, auth.spaceId, model)
    return { auth, model }
  }

  function written(c: Context<AppEnv>, record: EntryRecord, status: 200 | 201 = 200): Response {
    deps.invalidate(record.spaceId)
    c.header('ETag', `"${record.revision}"`)
    return c.json(toEntryView(record), status)
  }

  routes.get('/api/v1/write/:model', guard, async (c) => {
    const { auth, model } = await target(c)
    const { limit, offset, published } = listParams(c.req.query())
    const filtered = published !== undefined
    const records = await store.listEntries({
      spaceId: auth.spaceId,
      model,
      ...(filtered ? {} : { limit, offset }),
    })
    const page = filtered
      ? records
          .filter((record) => (record.latest.published ?? 'draft') === published)
          .slice(offset, offset + limit)
      : records
    return c.json({ results: page.map(toEntryView) })
  })

  routes.get('/api/v1/write/:model/:id', guard, async (c) => {
    const { auth, model } = await target(c)
    const id = c.req.param('id')
    const record = await store.getEntry({ spaceId: auth.spaceId, id, model })
    if (!record) throw new NotFoundError(`Entry ${id} not found in model ${model}`)
    c.header('ETag', `"${record.revision}"`)
    return c.json(toEntryView(record))
  })

  routes.post('/api/v1/write/:model', guard, async (c) => {
    const { auth, model } = await target(c)
    const publish = publishParam(c)
    const body = parseEntryBody(await readJsonBody(c))
    if (publish !== undefined) body.published = publish ? 'published' : 'draft'
    // An editor session signs its changes: the pages list shows who changed a page last.
    if (auth.user) body.lastUpdatedBy = auth.user.email
    assertMayChange(auth, undefined, body, body.published === 'published')
    const record = await store.createEntry({ spaceId: auth.spaceId, model, body })
    return written(c, record, 201)
  })

  for (const method of ['put', 'patch'] as const) {
    routes[method]('/api/v1/write/:model/:id', guard, async (c) => {
      const { auth, model } = await target(c)
      const id = c.req.param('id')
      const publish = publishParam(c)
      const body = asJsonObject(await readJsonBody(c), ENTRY_BODY)
      if (auth.user) body.lastUpdatedBy = auth.user.email
      const expectedRevision = requestRevision(c, body.rev)
      const merge = method === 'put' && mergeParam(c)
      const save = merge ? mergeAndSave : method === 'put' ? replaceEntry : patchEntry
      return withConflictResponse(c, id, async () => {
        const check = (before: Entry, after: Entry, publishes: boolean) =>
          assertMayChange(auth, before, after, publishes)
        const args = {
          ...{ store, spaceId: auth.spaceId, model, id, body, expectedRevision, publish },
          check,
        }
        return written(c, await save(args))
      })
    })
  }

  for (const action of ['publish', 'unpublish'] as const) {
    routes.post(`/api/v1/write/:model/:id/${action}`, guard, async (c) => {
      const { auth, model } = await target(c)
      const id = c.req.param('id')
      const expectedRevision = requestRevision(c, await readActionRev(c))
      return withConflictResponse(c, id, async () => {
        const ref = {
          spaceId: auth.spaceId,
          model,
          id,
          expectedRevision,
          // The revision it makes says who published it.
          ...(auth.user ? { updatedBy: auth.user.email } : {}),
        }
        const record = await (action === 'publish'
          ? store.publishEntry(ref)
          : store.unpublishEntry(ref))
        return written(c, record)
      })
    })
  }

  routes.delete('/api/v1/write/:model/:id', guard, async (c) => {
    const { auth, model } = await target(c)
    const id = c.req.param('id')
    const expectedRevision = requestRevision(c)
    return withConflictResponse(c, id, async () => {
      const ref = { spaceId: auth.spaceId, model, id, expectedRevision }
      if (!(await store.deleteEntry(ref))) {
        throw new NotFoundError(`Entry ${id} not found in model ${model}`)
      }
      deps.invalidate(auth.spaceId)
      return c.json({ ok: true })
    })
  })
  return routes
}
