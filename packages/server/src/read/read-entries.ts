import { HttpError, nextVariationChange, servedEntry, toEpochMs } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { ExpiryTracker } from '../cache/expiry-tracker.ts'
import type { QueryPool } from '../query/query-pool.ts'
import type { ContentStore, EntryVersion } from '../store/types.ts'
import { inlineRefs } from './inline-refs.ts'
import type { ReadOptions } from './read-options.ts'
import { resolveLocalized } from './resolve-localized.ts'
import { selectEntries } from './select-entries.ts'
import { shapeEntry } from './shape-entry.ts'

export interface ReadEntriesArgs {
  store: ContentStore
  spaceId: string
  model: string
  /** Validated options; draft access already checked (see `assertDraftAccess`). */
  options: ReadOptions
  now: number
  /** Told when the result may change by itself (see `SelectEntriesArgs.expiry`). */
  expiry?: ExpiryTracker
  /** Where queries with `$regex` are matched (see `SelectEntriesArgs.queryPool`). */
  queryPool?: QueryPool
}

/** Which body a model is read at: latest under `preview` of it or `includeUnpublished`. */
function versionFor(model: string, options: ReadOptions): EntryVersion {
  if (options.includeUnpublished || options.preview === true || options.preview === model) {
    return 'latest'
  }
  return 'published'
}

/** 404 `Unknown model "x"` unless the space has the model. */
export async function assertModelExists(
  store: ContentStore,
  spaceId: string,
  model: string,
): Promise<void> {
  const record = await store.getModel({ spaceId, name: model })
  if (!record) throw new HttpError(404, 'NOT_FOUND', `Unknown model "${model}"`)
}

/** The body of one entry by id at a version (overrides apply), or undefined. */
async function loadBody(
  args: ReadEntriesArgs,
  id: string,
  model: string | undefined,
): Promise<Entry | undefined> {
  const { overrides } = args.options
  const overridden = Object.hasOwn(overrides, id) ? overrides[id] : undefined
  const record = await args.store.getEntry({
    spaceId: args.spaceId,
    id: overridden ?? id,
    ...(model === undefined ? {} : { model }),
  })
  if (!record) return undefined
  const version = overridden ? 'latest' : versionFor(record.model, args.options)
  if (version === 'published') return record.published ?? undefined
  return record.latest.published === 'archived' ? undefined : record.latest
}

/**
 * Reads what a content request (or one key of a query request) returns: the entries picked by
 * `selectEntries` (or the one `entry` asked for), with symbols and references inlined
 * (`includeRefs`/`enrich`), the variations of a stopped split test and those outside their
 * window left out (`servedEntry`, on inlined symbols too; `expiry` is told the next variation
 * boundary),
 * localized values resolved (`locale`), and `omit`/`fields` applied.
 * Throws 404 for an unknown model, `QueryParseError` for a bad query.
 */
export async function readEntries(args: ReadEntriesArgs): Promise<Entry[]> {
  const { store, spaceId, model, options } = args
  await assertModelExists(store, spaceId, model)
  let entries: Entry[]
  if (options.entry !== undefined) {
    const body = await loadBody(args, options.entry, model)
    entries = body ? [body] : []
  } else {
    entries = await selectEntries({
      store,
      spaceId,
      model,
      userAttributes: options.locale
        ? { locale: options.locale, ...options.userAttributes }
        : options.userAttributes,
      query: options.query,
      version: versionFor(model, options),
      overrides: options.overrides,
      limit: options.limit,
      offset: options.offset,
      sort: options.sort,
      now: args.now,
      noTargeting: options.noTargeting,
      expiry: args.expiry,
      queryPool: args.queryPool,
    })
  }
  // Variations are served as of `userAttributes.date` when given (no expiry then), else now.
  const date = toEpochMs(options.userAttributes.date)
  const at = date ?? args.now
  const serve = (entry: Entry): Entry => {
    const change = date === undefined ? nextVariationChange(entry, at) : undefined
    if (change !== undefined) args.expiry?.changesAt(change)
    return servedEntry(entry, at)
  }
  return Promise.all(
    entries.map(async (entry) => {
      // A stopped split test serves the default only (its variations stay stored), and a
      // variation outside its window is left out.
      let result = serve(entry)
      if (options.includeRefs) {
        result = await inlineRefs(result, {
          load: async (ref) => {
            const body = await loadBody(args, ref.id, ref.model)
            return body && serve(body)
          },
        })
      }
      if (options.locale !== undefined) result = resolveLocalized(result, options.locale)
      return shapeEntry(result, { omit: options.omit, fields: options.fields })
    }),
  )
}
