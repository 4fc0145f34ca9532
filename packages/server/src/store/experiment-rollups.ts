import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import { dayOf } from './experiment-days.ts'
import { selectKnownVisitors, upsertVisitors } from './experiment-visitor-rows.ts'
import type { Database, ExperimentDaysTable, StoreKind } from './schema.ts'
import type { StoredEvent } from './types.ts'

/** Rows per multi-row statement: at most 8 parameters each, well under both databases' limits. */
const CHUNK = 500

/** Key of the PostgreSQL advisory lock that serialises rollup updates of concurrent instances. */
const ROLLUP_LOCK_KEY = 'tessera_experiment_rollups'

type DayCounts = Omit<ExperimentDaysTable, 'space_id' | 'content_id' | 'variation' | 'day'>
interface VisitorDelta {
  space_id: string
  content_id: string
  variation: string
  visitor_id: string
  firstSeen: number | null
  firstConverted: number | null
}

const SEP = '\u0000'
const minOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b)

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size))
  return out
}

/**
 * Applies a batch of stored events to the experiment rollups (migration 007), in the caller's
 * transaction, so that the report stays exact: day counts added; a visitor whose first
 * impression (entry day) or first conversion moves earlier (or appears) moves one visitor
 * between entry days in `experiment_days` and one converted visitor between (entry day, first
 * conversion day) cells of `experiment_cohort_conversions`. The visitors' first days are read
 * then written under an advisory lock on PostgreSQL (SQLite has one writer), so concurrent
 * instances stay exact.
 */
export async function applyExperimentRollups(
  trx: Transaction<Database>,
  kind: StoreKind,
  events: readonly StoredEvent[],
): Promise<void> {
  const relevant = events.filter(
    (e) =>
      e.contentId !== null &&
      (e.type === 'impression' || e.type === 'click' || e.type === 'conversion'),
  )
  if (relevant.length === 0) return
  if (kind === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${ROLLUP_LOCK_KEY}))`.execute(
      trx,
    )
  }
  const days = new Map<string, DayCounts & { key: [string, string, string, number] }>()
  const dayRow = (space: string, content: string, variation: string, day: number) => {
    const key = [space, content, variation, day].join(SEP)
    let row = days.get(key)
    if (!row) {
      row = {
        key: [space, content, variation, day],
        impressions: 0,
        clicks: 0,
        conversions: 0,
        visitors: 0,
      }
      days.set(key, row)
    }
    return row
  }
  const cohorts = new Map<string, Database['experiment_cohort_conversions']>()
  const cohortAdd = (v: VisitorDelta, seen: number, converted: number, delta: number) => {
    const key = [v.space_id, v.content_id, v.variation, seen, converted].join(SEP)
    const row = cohorts.get(key) ?? {
      ...pick(v, seen, converted),
      visitors: 0,
    }
    row.visitors += delta
    cohorts.set(key, row)
  }
  const visitors = new Map<string, VisitorDelta>()
  for (const event of relevant) {
    const content = event.contentId!
    const variation = event.variationId ?? content
    const day = dayOf(event.createdAt)
    const counts = dayRow(event.spaceId, content, variation, day)
    const impression = event.type === 'impression' ? 1 : 0
    const conversion = event.type === 'conversion' ? 1 : 0
    counts.impressions += impression
    counts.clicks += event.type === 'click' ? 1 : 0
    counts.conversions += conversion
    if (event.visitorId === null || impression + conversion === 0) continue
    const visitorKey = [event.spaceId, content, variation, event.visitorId].join(SEP)
    const visitor = visitors.get(visitorKey) ?? {
      space_id: event.spaceId,
      content_id: content,
      variation,
      visitor_id: event.visitorId,
      firstSeen: null,
      firstConverted: null,
    }
    if (impression) visitor.firstSeen = minOf(visitor.firstSeen, day)
    if (conversion) visitor.firstConverted = minOf(visitor.firstConverted, day)
    visitors.set(visitorKey, visitor)
  }

  // Visitors: the first days seen and converted, moved earlier when this batch says so.
  // PostgreSQL binds them as arrays (one statement whatever the count), SQLite 500 at a time.
  for (const rows of chunks([...visitors.values()], kind === 'postgres' ? Infinity : CHUNK)) {
    const known = await selectKnownVisitors(trx, kind, rows)
    const before = new Map(
      known.map((k) => [[k.space_id, k.content_id, k.variation, k.visitor_id].join(SEP), k]),
    )
    const changed: Database['experiment_visitors'][] = []
    for (const v of rows) {
      const old = before.get([v.space_id, v.content_id, v.variation, v.visitor_id].join(SEP))
      const oldSeen = old?.first_seen == null ? null : Number(old.first_seen)
      const oldConverted = old?.first_converted == null ? null : Number(old.first_converted)
      const seen = minOf(oldSeen, v.firstSeen)
      const converted = minOf(oldConverted, v.firstConverted)
      if (seen !== oldSeen) {
        if (seen !== null) dayRow(v.space_id, v.content_id, v.variation, seen).visitors++
        if (oldSeen !== null) dayRow(v.space_id, v.content_id, v.variation, oldSeen).visitors--
      }
      if (seen !== oldSeen || converted !== oldConverted) {
        if (seen !== null && converted !== null) cohortAdd(v, seen, converted, 1)
        if (oldSeen !== null && oldConverted !== null) cohortAdd(v, oldSeen, oldConverted, -1)
      }
      if (!old || seen !== oldSeen || converted !== oldConverted) {
        changed.push({
          space_id: v.space_id,
          content_id: v.content_id,
          variation: v.variation,
          visitor_id: v.visitor_id,
          first_seen: seen,
          first_converted: converted,
        })
      }
    }
    if (changed.length === 0) continue
    await upsertVisitors(trx, kind, changed)
  }

  // Days: add the counts and the moves.
  const dayRows = [...days.values()].map(({ key, ...counts }) => ({
    space_id: key[0],
    content_id: key[1],
    variation: key[2],
    day: key[3],
    ...counts,
  }))
  const add = (column: keyof DayCounts) =>
    sql<number>`experiment_days.${sql.ref(column)} + excluded.${sql.ref(column)}`
  for (const rows of chunks(dayRows)) {
    await trx
      .insertInto('experiment_days')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['space_id', 'content_id', 'variation', 'day']).doUpdateSet({
          impressions: add('impressions'),
          clicks: add('clicks'),
          conversions: add('conversions'),
          visitors: add('visitors'),
        }),
      )
      .execute()
  }

  // Cohort conversions: add the moves (cells that cancel out are left alone).
  for (const rows of chunks([...cohorts.values()].filter((row) => row.visitors !== 0))) {
    await trx
      .insertInto('experiment_cohort_conversions')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['space_id', 'content_id', 'variation', 'first_seen', 'first_converted'])
          .doUpdateSet({
            visitors: sql`experiment_cohort_conversions.visitors + excluded.visitors`,
          }),
      )
      .execute()
  }
}

function pick(v: VisitorDelta, firstSeen: number, firstConverted: number) {
  return {
    space_id: v.space_id,
    content_id: v.content_id,
    variation: v.variation,
    first_seen: firstSeen,
    first_converted: firstConverted,
  }
}
