import { HttpError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { ConflictError, NotFoundError } from '../store/errors.ts'
import { staleRevision } from '../store/entry-rewrite.ts'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { parseEntryBody } from './entry-schema.ts'
import { mergePatch } from './merge-patch.ts'
import type { JsonObject } from './merge-patch.ts'

/**
 * How often a save without a client revision is tried when other writes keep slipping in
 * (last write wins): with 20 writers on one entry, each got in within a few attempts.
 */
export const SAVE_ATTEMPTS = 20

/**
 * Runs a save; without a client revision (`expected` undefined) a ConflictError means another
 * write got in between the read and the save, so it waits a few jittered ms and runs again.
 */
async function lastWriteWins<T>(expected: number | undefined, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save()
    } catch (error: unknown) {
      const retry = expected === undefined && attempt < SAVE_ATTEMPTS
      if (!(retry && error instanceof ConflictError)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt))
    }
  }
}

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
  /**
   * Called with the stored and the new body before the save (whether it publishes too);
   * throws to refuse the change (the role checks of `assertMayChange`).
   */
  check?: (before: Entry, after: Entry, publish: boolean) => void
}

/** 400 when the body names another id than the path. */
export function checkIdMatches(body: Entry, id: string): void {
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
 * ConflictError (stale client revision); nothing is written then. Without a client revision
 * the last write wins: a save that another write slipped ahead of is tried again.
 */
export async function replaceEntry(args: SaveEntryArgs): Promise<EntryRecord> {
  const current = await loadEntry(args)
  const body = parseEntryBody(args.body, { extraFields: storedFields(current) })
  checkIdMatches(body, args.id)
  args.check?.(current.latest, { ...body, id: args.id }, shouldPublish(args.publish, args.body))
  return lastWriteWins(args.expectedRevision, () =>
    args.store.updateEntry({
      spaceId: args.spaceId,
      model: args.model,
      id: args.id,
      body: { ...body, id: args.id },
      publish: shouldPublish(args.publish, args.body),
      ...(args.expectedRevision === undefined ? {} : { expectedRevision: args.expectedRevision }),
    }),
  )
}

/**
 * PATCH: deep-merges the request body into the latest body (see `mergePatch`), validates the
 * result and saves it as the next revision. The merge is always based on the revision read:
 * with a client revision a mismatch is a ConflictError; without one, a write that slips in
 * between the read and the save makes the merge start again (up to {@link SAVE_ATTEMPTS}
 * times), so no concurrent change is lost and the request succeeds.
 */
export async function patchEntry(args: SaveEntryArgs): Promise<EntryRecord> {
  const { store, spaceId, model, id } = args
  const expected = args.expectedRevision
  return lastWriteWins(expected, async () => {
    const current = await loadEntry(args)
    if (expected !== undefined && expected !== current.revision) {
      throw staleRevision(id, current.revision, expected)
    }
    const merged = mergePatch(current.latest, args.body)
    const body = parseEntryBody(merged, { extraFields: storedFields(current) })
    checkIdMatches(body, id)
    args.check?.(current.latest, body, shouldPublish(args.publish, args.body))
    return store.updateEntry({
      spaceId,
      model,
      id,
      body,
      publish: shouldPublish(args.publish, args.body),
      expectedRevision: current.revision,
    })
  })
}
