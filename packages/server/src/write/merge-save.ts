import { HttpError } from '@tessera/core'
import { ConflictError, NotFoundError } from '../store/errors.ts'
import { staleRevision } from '../store/entry-rewrite.ts'
import type { EntryRecord } from '../store/types.ts'
import { parseEntryBody } from './entry-schema.ts'
import { mergeEntries } from './merge-entries.ts'
import type { JsonObject } from './merge-patch.ts'
import { checkIdMatches, SAVE_ATTEMPTS, shouldPublish } from './save-entry.ts'
import type { SaveEntryArgs } from './save-entry.ts'

/** Why a merging save was refused: both sides changed one property of these blocks. */
export class MergeConflictError extends ConflictError {
  constructor(
    id: string,
    current: number,
    /** The blocks both changed (`''`: the entry's own fields). */
    readonly ids: readonly string[],
  ) {
    super(`Entry ${id} has changed (revision ${current}) in the same places`, current)
  }
}

/**
 * PUT with `?merge=blocks`: a save based on an older revision (`expectedRevision`) is merged
 * onto the latest one when the two touched different blocks or properties (see
 * `mergeEntries`): the stored result is the latest revision with this save's changes put in,
 * so two authors editing different blocks both keep their work. Based on the latest revision
 * it is a plain PUT (`replaceEntry`'s validation). A true conflict (one property of one block changed by both, or a base
 * revision the service no longer has) throws `MergeConflictError` (409), writing nothing. A
 * write slipping in during the merge makes it start again, up to {@link SAVE_ATTEMPTS} times.
 */
export async function mergeAndSave(args: SaveEntryArgs): Promise<EntryRecord> {
  const { store, spaceId, model, id, expectedRevision } = args
  if (expectedRevision === undefined) {
    throw new HttpError(
      400,
      'INVALID_PARAMETER',
      'Invalid merge: name the base revision (If-Match)',
    )
  }
  for (let attempt = 1; ; attempt += 1) {
    const current = await store.getEntry({ spaceId, id, model })
    if (!current) throw new NotFoundError(`Entry ${id} not found in model ${model}`)
    if (expectedRevision > current.revision) {
      throw staleRevision(id, current.revision, expectedRevision)
    }
    const mine = { ...args.body, id }
    const merged = current.revision === expectedRevision ? mine : await mergeOnto(args, current)
    const body = parseEntryBody(merged, { extraFields: new Set(Object.keys(current.latest)) })
    checkIdMatches(body, id)
    try {
      return await store.updateEntry({
        spaceId,
        model,
        id,
        body: { ...body, id, ...lastUpdatedBy(args) },
        publish: shouldPublish(args.publish, args.body),
        expectedRevision: current.revision,
      })
    } catch (error) {
      // Another save got in between the read and this one: merge onto it.
      if (!(error instanceof ConflictError) || attempt >= SAVE_ATTEMPTS) throw error
    }
  }
}

/** The save's body merged onto the latest revision, or the 409 of a true conflict. */
async function mergeOnto(args: SaveEntryArgs, current: EntryRecord): Promise<JsonObject> {
  const { store, spaceId, id } = args
  const revision = args.expectedRevision ?? current.revision
  const base = await store.getRevision({ spaceId, entryId: id, revision })
  if (!base) throw new MergeConflictError(id, current.revision, [])
  const result = mergeEntries(base.body, current.latest, { ...args.body, id })
  if (result.kind === 'conflict') throw new MergeConflictError(id, current.revision, result.ids)
  return result.entry
}

/** Who made the save (the route stamps the request body; the merge keeps the latest's). */
function lastUpdatedBy(args: SaveEntryArgs): { lastUpdatedBy?: string } {
  const by = args.body.lastUpdatedBy
  return typeof by === 'string' ? { lastUpdatedBy: by } : {}
}
