/**
 * Fast seeding of tracking events for the experiment report benchmark: one set-based INSERT
 * generating every row in the database (a recursive CTE on SQLite, `generate_series` on
 * PostgreSQL), then the rollups back-filled the way migration 007 does.
 * @module
 */
import { backfillExperimentRollups } from '@tessera/server'
import { sql } from 'kysely'
import type { Kysely, RawBuilder } from 'kysely'

type RawSql = RawBuilder<unknown>

/** What to seed. */
export interface SeedEventsOptions {
  spaceId: string
  /** The page of the test: it gets `events` events. */
  contentId: string
  events: number
  /** Events spread over 100 other pages (noise the report must skip). Default `events / 10`. */
  noise?: number
  /** Distinct visitors of the page. Default `events / 5` (five events each on average). */
  visitors?: number
  /** Epoch ms of the first event. */
  firstDay: number
  /** The events' times rise evenly over this many ms from `firstDay`. */
  spanMs: number
}

/** How long each step took, in ms. */
export interface SeedTimings {
  insertMs: number
  backfillMs: number
}

/**
 * The rows, as one SELECT over `i` (0 … n-1) from `source`: a visitor per event drawn by a
 * multiplicative hash (so visitors come back across days), the variation fixed per visitor
 * (default, `a`, `b` in thirds), 75 % impressions, 20 % clicks, 5 % conversions, time rising
 * with `i` over `spanMs`.
 */
function eventRows(options: SeedEventsOptions, source: RawSql, n: number, page: RawSql): RawSql {
  const visitors = options.visitors ?? Math.max(1, Math.floor(options.events / 5))
  const step = Math.max(1, Math.floor(options.spanMs / Math.max(1, n)))
  return sql`
    select ${sql.lit(options.spaceId)} as space_id,
      case when i % 100 < 75 then 'impression' when i % 100 < 95 then 'click'
        else 'conversion' end as type,
      ${page} as content_id,
      case v % 3 when 0 then null when 1 then 'a' else 'b' end as variation_id,
      cast(null as double precision) as amount, cast(null as text) as session_id,
      'v' || v as visitor_id,
      ${sql.lit(options.firstDay)} + i * ${sql.lit(step)} as created_at,
      '{}' as data
    from (
      select cast(i as bigint) as i, cast(i as bigint) * 2654435761 % ${sql.lit(visitors)} as v
      from ${source}
    ) seq
  `
}

/** Inserts the events and back-fills the rollups on a migrated, otherwise empty database. */
export async function seedEvents(
  db: Kysely<unknown>,
  kind: 'sqlite' | 'postgres',
  options: SeedEventsOptions,
): Promise<SeedTimings> {
  const noise = options.noise ?? Math.floor(options.events / 10)
  const started = performance.now()
  const series = (n: number): RawSql =>
    kind === 'postgres'
      ? sql`generate_series(0, ${sql.lit(n - 1)}) as g(i)`
      : sql`(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${sql.lit(n - 1)}) select i from s) s`
  const insert = (n: number, page: RawSql) =>
    sql`insert into events (space_id, type, content_id, variation_id, amount, session_id, visitor_id, created_at, data) ${eventRows(options, series(n), n, page)}`.execute(
      db,
    )
  await insert(options.events, sql.lit(options.contentId))
  if (noise > 0) await insert(noise, sql`'noise-' || (i % 100)`)
  const inserted = performance.now()
  await backfillExperimentRollups(db)
  return { insertMs: inserted - started, backfillMs: performance.now() - inserted }
}

/** The impressions, clicks and conversions the seed gives the page (its `i % 100` split). */
export function seededCounts(events: number): {
  impressions: number
  clicks: number
  conversions: number
} {
  const hundreds = Math.floor(events / 100)
  const rest = events % 100
  return {
    impressions: hundreds * 75 + Math.min(rest, 75),
    clicks: hundreds * 20 + Math.min(Math.max(rest - 75, 0), 20),
    conversions: hundreds * 5 + Math.max(rest - 95, 0),
  }
}
