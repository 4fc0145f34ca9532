import { matchesTargeting, normalizeUrlPath } from '@tessera/core/targeting'
import type { Entry, UserAttributes } from '@tessera/core'
import { compileQuery } from '@tessera/core'
import type { ExpiryTracker } from '../cache/expiry-tracker.ts'
import { planQueryProjection } from '../query/project-for-query.ts'
import type { QueryPool } from '../query/query-pool.ts'
import type { ContentStore, EntryRecord, EntryVersion } from '../store/types.ts'
import { toEpochMs } from '@tessera/core'
import { nextScheduleChange } from './entry-schedule.ts'
import { sortEntries } from './sort-entries.ts'
import type { SortSpec } from './sort-entries.ts'

export interface SelectEntriesArgs {
  store: ContentStore
  spaceId: string
  model: string
  userAttributes: UserAttributes
  /** Mongo-style query over the entry bodies (`query.*`). Default: none. */
  query?: Record<string, unknown>
  /**
   * `published` (public reads) or `latest` (preview, includeUnpublished: the saved bodies of
   * every entry that is not archived).
   */
  version: EntryVersion
  /**
   * Draft overrides, already authorised by the caller: `<model>` or `<model>:<urlPath>` →
   * entry id put first whatever the targeting; `<entryId>` → entry id whose latest body
   * replaces that entry. Default: none.
   */
  overrides?: Readonly<Record<string, string>>
  /** Default 30. */
  limit?: number
  /** Default 0. */
  offset?: number
  /** Default: by priority, highest first. */
  sort?: readonly SortSpec[]
  /** "Now" for schedules (epoch ms); `userAttributes.date` wins. */
  now: number
  /**
   * List every entry whatever its targeting rules: no lookup by `userAttributes.urlPath` and
   * no rule of `entry.query` checked. The schedule still applies (Builder's docs describe
   * `noTargeting` as ignoring targeting, not the schedule or the published state). Default
   * false.
   */
  noTargeting?: boolean
  /**
   * Told when the selection may change by itself: the next schedule change (start or end) of
   * every candidate considered, returned or not, so that a cached response built now is
   * dropped when a scheduled entry comes in or goes out. Not told when `userAttributes.date`
   * fixes "now". Default: none.
   */
  expiry?: ExpiryTracker
  /**
   * Where queries with `$regex` are matched, off the event loop and within a time bound.
   * Default: none (matched here; RE2 keeps that linear, yet a long text may take a while).
   */
  queryPool?: QueryPool
}

function bodyOf(record: EntryRecord, version: EntryVersion): Entry | undefined {
  if (version === 'published') return record.published ?? undefined
  return record.latest.published === 'archived' ? undefined : record.latest
}

/** `entry` is shown now: scheduled, and (unless `noTargeting`) its targeting rules hold. */
function isShown(entry: Entry, args: SelectEntriesArgs): boolean {
  const schedule = { startDate: entry.startDate, endDate: entry.endDate }
  const targeted = args.noTargeting ? schedule : entry
  return matchesTargeting(targeted, args.userAttributes, { now: args.now })
}

/** The entry the overrides name for this model and path, if any. */
function modelOverride(args: SelectEntriesArgs, urlPath: string | undefined): string | undefined {
  const overrides = args.overrides ?? {}
  if (Object.hasOwn(overrides, args.model)) return overrides[args.model]
  const key = urlPath === undefined ? undefined : `${args.model}:${urlPath}`
  return key !== undefined && Object.hasOwn(overrides, key) ? overrides[key] : undefined
}

/**
 * The entries of a model a visitor gets, best first:
 * 1. candidates from `store.findCandidates` (an index lookup by the normalised
 *    `userAttributes.urlPath` when there is one and not `noTargeting`, never a scan of every
 *    page);
 * 2. kept if scheduled now and every targeting rule holds (`matchesTargeting` from
 *    @tessera/core; only the schedule under `noTargeting`) and the `query` matches;
 * 3. sorted by `sort` or by priority; overrides applied (a model override goes first);
 * 4. `offset`/`limit` applied.
 * Split-test variations are returned as stored: clients choose among them.
 * Throws `QueryParseError` for a bad query (before touching the store).
 */
export async function selectEntries(args: SelectEntriesArgs): Promise<Entry[]> {
  const matchesQuery = compileQuery(args.query ?? {})
  const rawPath = args.noTargeting ? undefined : args.userAttributes.urlPath
  const urlPath = typeof rawPath === 'string' ? normalizeUrlPath(rawPath) : undefined
  const expiry = toEpochMs(args.userAttributes.date) === undefined ? args.expiry : undefined
  const records = await args.store.findCandidates({
    spaceId: args.spaceId,
    model: args.model,
    version: args.version,
    ...(urlPath === undefined ? {} : { urlPath }),
  })
  const shown: Entry[] = []
  for (const record of records) {
    const body = bodyOf(record, args.version)
    if (!body) continue
    const change = expiry ? nextScheduleChange(body, args.now) : undefined
    if (change !== undefined) expiry?.changesAt(change)
    if (isShown(body, args)) shown.push(body)
  }
  const bodies = await filterByQuery(shown, args.query ?? {}, matchesQuery, args.queryPool)
  let entries = sortEntries(bodies, args.sort ?? [])
  entries = await applyOverrides(entries, args, urlPath)
  const offset = args.offset ?? 0
  return entries.slice(offset, offset + (args.limit ?? 30))
}

/** The bodies that match the query: in the pool when it has a `$regex`, else here. */
async function filterByQuery(
  bodies: Entry[],
  query: Record<string, unknown>,
  matchesQuery: (doc: unknown) => boolean,
  pool: QueryPool | undefined,
): Promise<Entry[]> {
  // Most reads have no query: nothing to plan, nothing to test.
  if (Object.keys(query).length === 0) return bodies
  const projection = planQueryProjection(query)
  if (!pool || !projection.usesRegex || bodies.length === 0) return bodies.filter(matchesQuery)
  const matches = await pool.match(query, bodies.map(projection.project))
  return bodies.filter((_, index) => matches[index] === true)
}

async function latestBody(
  args: SelectEntriesArgs,
  id: string,
  model?: string,
): Promise<Entry | undefined> {
  const record = await args.store.getEntry({
    spaceId: args.spaceId,
    id,
    ...(model === undefined ? {} : { model }),
  })
  return record?.latest
}

async function applyOverrides(
  entries: Entry[],
  args: SelectEntriesArgs,
  urlPath: string | undefined,
): Promise<Entry[]> {
  const overrides = args.overrides ?? {}
  if (Object.keys(overrides).length === 0) return entries
  const replaced = await Promise.all(
    entries.map(async (entry) => {
      if (!Object.hasOwn(overrides, entry.id)) return entry
      return (await latestBody(args, overrides[entry.id] as string)) ?? entry
    }),
  )
  const winnerId = modelOverride(args, urlPath)
  if (winnerId === undefined) return replaced
  const winner = await latestBody(args, winnerId, args.model)
  if (!winner) return replaced
  return [winner, ...replaced.filter((entry) => entry.id !== winner.id)]
}
