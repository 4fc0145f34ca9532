import { Hono } from 'hono'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { requirePrivate } from '../middleware/auth.ts'
import { assertMayChange } from '../permissions/assert-may-change.ts'
import { assertModelExists } from '../read/read-entries.ts'
import { NotFoundError } from '../store/errors.ts'
import type { EntryRecord } from '../store/types.ts'
import type { Entry } from '@tessera/core'
import { withConflictResponse } from '../write/conflict-response.ts'
import { toEntryView } from '../write/entry-view.ts'
import { listParams } from '../write/list-params.ts'
import { parseRevision } from '../write/expected-revision.ts'
import {
  privateJsonGuard,
  publishParam,
  readActionRev,
  requestRevision,
} from '../write/write-request.ts'

/** One line of a revision listing. */
export interface RevisionSummary {
  revision: number
  /** When this body was saved (epoch ms). */
  createdAt: number
  /** Whether this is the entry's current (latest) body. */
  current: boolean
  /** Who saved it (the body's `lastUpdatedBy`: the editor account), when known. */
  by?: string
  /** Whether this revision was published when it was made. */
  published: boolean
}

/** The summary of one revision's body. */
function summarize(revision: number, createdAt: number, body: Entry, current: boolean) {
  const summary: RevisionSummary = {
    revision,
    createdAt,
    current,
    published: body.published === 'published',
  }
  if (typeof body.lastUpdatedBy === 'string') summary.by = body.lastUpdatedBy
  return summary
}

const BASE = '/api/v1/write/:model/:id/revisions'

/**
 * Revision history of entries (private key only, like the write API):
 *
 * - `GET …/:model/:id/revisions?limit&offset` → `{ results: RevisionSummary[] }`, newest
 *   first, the current revision first (`current: true`), then the previous bodies the store
 *   kept, a page at a time (`limit` 1..100, default 30); each says who made it (`by`, the
 *   editor account) and whether it was published.
 * - `GET …/revisions/:revision` → that body as it was saved (its `rev` is the revision).
 * - `POST …/revisions/:revision/restore` (`?publish=true`) → saves that body as a new
 *   revision (nothing is lost: the replaced body stays in the history) and returns the entry
 *   as the write API does. Accepts the revision the restore is based on (`If-Match`,
 *   `?revision=N` or a body `{ rev }`); stale → 409 `CONFLICT`.
 */
export function revisionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const { store } = deps
  const guard = privateJsonGuard(deps.config.maxBodyBytes)

  async function loadEntry(c: Context<AppEnv>): Promise<EntryRecord> {
    const { spaceId } = requirePrivate(c)
    const model = c.req.param('model') ?? ''
    const id = c.req.param('id') ?? ''
    await assertModelExists(store, spaceId, model)
    const record = await store.getEntry({ spaceId, id, model })
    if (!record) throw new NotFoundError(`Entry ${id} not found in model ${model}`)
    return record
  }

  async function loadRevision(c: Context<AppEnv>, record: EntryRecord): Promise<Entry> {
    const revision = parseRevision(c.req.param('revision'), 'revision')
    if (revision === record.revision) return record.latest
    const found = await store.getRevision({ spaceId: record.spaceId, entryId: record.id, revision })
    if (!found) throw new NotFoundError(`Revision ${revision} of entry ${record.id} not found`)
    return found.body
  }

  routes.get(BASE, guard, async (c) => {
    const { limit, offset } = listParams(c.req.query())
    const record = await loadEntry(c)
    // The current revision is the first of the listing; the store keeps the older ones.
    const older = await store.listRevisions({
      spaceId: record.spaceId,
      entryId: record.id,
      limit: offset === 0 ? limit - 1 : limit,
      offset: Math.max(0, offset - 1),
    })
    const results: RevisionSummary[] = [
      ...(offset === 0 ? [summarize(record.revision, record.updatedAt, record.latest, true)] : []),
      ...older.map(({ revision, createdAt, body }) => summarize(revision, createdAt, body, false)),
    ]
    return c.json({ results })
  })

  routes.get(`${BASE}/:revision`, guard, async (c) => {
    const record = await loadEntry(c)
    return c.json(await loadRevision(c, record))
  })

  routes.post(`${BASE}/:revision/restore`, guard, async (c) => {
    const record = await loadEntry(c)
    const auth = requirePrivate(c)
    const { user } = auth
    const old = await loadRevision(c, record)
    // The restore is a change by whoever restores: the new revision says who.
    const body = user ? { ...old, lastUpdatedBy: user.email } : old
    const publish = publishParam(c) ?? false
    assertMayChange(auth, record.latest, body, publish)
    const expectedRevision = requestRevision(c, await readActionRev(c))
    return withConflictResponse(c, record.id, async () => {
      const restored = await store.updateEntry({
        spaceId: record.spaceId,
        model: record.model,
        id: record.id,
        body,
        publish,
        ...(expectedRevision === undefined ? {} : { expectedRevision }),
      })
      deps.invalidate(record.spaceId)
      c.header('ETag', `"${restored.revision}"`)
      return c.json(toEntryView(restored))
    })
  })
  return routes
}
