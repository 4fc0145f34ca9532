import type { ApiClient } from '../api/api-client.ts'
import { getPage, modelOf } from '../api/pages-api.ts'
import type { PageEntry } from '../api/pages-api.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { mergeChanges } from './merge-changes.ts'

/** Someone else saved the page, and both changed the same blocks: the author chooses. */
export interface SaveConflict {
  /** The blocks both changed (`''` for the page's own fields). */
  ids: string[]
  /** Who saved the other version, when the service says. */
  by: string | undefined
}

/** What a stale save (a 409) comes to, against the other author's version (`theirs`). */
export type StaleSaveOutcome =
  /** `ops` make the merged page from theirs: the author's operations fitted to it, then lists' order. */
  | { kind: 'merged'; theirs: PageEntry; ops: Operation[] }
  | { kind: 'conflict'; conflict: SaveConflict; theirs: PageEntry }

/**
 * Someone else saved page `pageId` since `base`: reads their version, and whether the
 * author's unsaved `ops` touch other blocks than theirs (`merged`: replay them on it) or the
 * same ones (`conflict`).
 */
export async function afterStaleSave(
  api: ApiClient,
  pageId: string,
  base: JsonObject,
  ops: readonly Operation[],
): Promise<StaleSaveOutcome> {
  const theirs = await getPage(api, pageId, modelOf(base as PageEntry))
  const result = mergeChanges({ base, theirs: theirs as JsonObject, ops })
  if (result.kind === 'conflict') {
    return { kind: 'conflict', conflict: { ids: result.ids, by: theirs.lastUpdatedBy }, theirs }
  }
  return { kind: 'merged', theirs, ops: result.ops }
}
