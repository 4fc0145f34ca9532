import { HttpError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { ConflictError, NotFoundError } from '../store/errors.ts'
import { staleRevision } from '../store/entry-rewrite.ts'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { parseEntryBody } from './entry-schema.ts'
import { mergePatch } from './merge-patch.ts'
import type { JsonObject } from './merge-patch.ts'

/** How often a PATCH without a client revision is retried when another write slips in. */
const PATCH_ATTEMPTS = 3

/** One save of an existing entry (PUT or PATCH). */
export interface SaveEntryArgs {
  store: ContentStore
  spaceId: string
  model: string
  id: string
  /** The request body (a JSON object, not yet validated). */
  body: JsonObject
  /** The revision the client based its change on; undefined = last write wins. */
  expectedRevision: number | undefined
  /** `?publish`; when undefined, a body `published: 'published'` publishes. */
  publish: boolean | undefined
}

function checkIdMatches(body: Entry, id: string): void {
  if (body.id !== undefined && body.id !== id) {
    throw new HttpError(400, 'INVALID_PARAMETER', 'Invalid id: does not match the id in the path')
  }
}

async function loadEntry(args: SaveEntryArgs): Promise<EntryRecord> {
  const { spaceId, id, model } = args
  const current = await args.store.getEntry({ spaceId, id, model })
  if (!current) throw new NotFoundError(`Entry ${id} not found in model ${model}`)
  return current
}

/** The top-level fields of the stored body: accepted back even when unknown (imports). */
function storedFields(current: EntryRecord): ReadonlySet<string> {
  return new Set(Object.keys(current.latest))
}

/** Whether a save publishes: `?publish` when given, else the request body's `published`. */
export function shouldPublish(publish: boolean | undefined, body: JsonObject): boolean {
  return publish ?? body.published === 'published'
}

/**
 * PUT: replaces the latest body with the validated request body as the next revision
 * (publishing it in the same transaction when asked). Throws ZodError (400), NotFoundError,
 * ConflictError (stale revision); nothing is written then.
 */
export async function replaceEntry(args: SaveEntryArgs): Promise<EntryRecord> {
  const current = await loadEntry(args)
  const body = parseEntryBody(args.body, { extraFields: storedFields(current) })
  checkIdMatches(body, args.id)
  return args.store.updateEntry({
    spaceId: args.spaceId,
    model: args.model,
    id: args.id,
    body: { ...body, id: args.id },
    publish: shouldPublish(args.publish, args.body),
    ...(args.expectedRevision === undefined ? {} : { expectedRevision: args.expectedRevision }),
  })
}

/**
 * PATCH: deep-merges the request body into the latest body (see `mergePatch`), validates the
 * result and saves it as the next revision. The merge is always based on the revision read:
 * with a client revision a mismatch is a ConflictError; without one, a write that slips in
 * between the read and the save makes the merge start again (up to 3 times), so no concurrent
 * change is lost.
 */
export async function patchEntry(args: SaveEntryArgs): Promise<EntryRecord> {
  const { store, spaceId, model, id } = args
  for (let attempt = 1; ; attempt += 1) {
    const current = await loadEntry(args)
    const expected = args.expectedRevision
    if (expected !== undefined && expected !== current.revision) {
      throw staleRevision(id, current.revision, expected)
    }
    const merged = mergePatch(current.latest, args.body)
    const body = parseEntryBody(merged, { extraFields: storedFields(current) })
    checkIdMatches(body, id)
    try {
      return await store.updateEntry({
        spaceId,
        model,
        id,
        body,
        publish: shouldPublish(args.publish, args.body),
        expectedRevision: current.revision,
      })
    } catch (error: unknown) {
      const retry = expected === undefined && attempt < PATCH_ATTEMPTS
      if (!(retry && error instanceof ConflictError)) throw error
    }
  }
}
