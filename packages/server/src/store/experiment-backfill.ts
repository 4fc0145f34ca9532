import { sql } from 'kysely'
import type { Kysely } from 'kysely'

/** The event types the experiment rollups count. */
export const EXPERIMENT_EVENT_TYPES = ['impression', 'click', 'conversion'] as const

/**
 * Fills the experiment rollups (`experiment_visitors`, `experiment_days`,
 * `experiment_cohort_conversions`, empty before) from every stored event, in three set-based
 * statements on either database: migration 007 back-fills with it, and the benchmark after its
 * bulk seed. Counts exactly what ingestion maintains (`applyExperimentRollups`), day = UTC day
 * of `created_at`; events without a visitor id count in the daily event totals only.
 */
export async function backfillExperimentRollups(db: Kysely<unknown>): Promise<void> {
  const types = sql.join(EXPERIMENT_EVENT_TYPES.map((type) => sql.lit(type)))
  const day = sql`cast(created_at / 86400000 as integer)`
  const variation = sql`coalesce(variation_id, content_id)`
  const countOf = (type: string) => sql`sum(case when type = ${sql.lit(type)} then 1 else 0 end)`
  const firstOf = (type: string) => sql`min(case when type = ${sql.lit(type)} then ${day} end)`
  await sql`
    insert into experiment_visitors
      (space_id, content_id, variation, visitor_id, first_seen, first_converted)
    select space_id, content_id, ${variation}, visitor_id,
      ${firstOf('impression')}, ${firstOf('conversion')}
    from events
    where content_id is not null and visitor_id is not null
      and type in (${sql.lit('impression')}, ${sql.lit('conversion')})
    group by space_id, content_id, ${variation}, visitor_id
  `.execute(db)
  await sql`
    insert into experiment_days
      (space_id, content_id, variation, day, impressions, clicks, conversions, visitors)
    select space_id, content_id, variation, day, sum(i), sum(c), sum(k), sum(v)
    from (
      select space_id, content_id, ${variation} as variation, ${day} as day,
        ${countOf('impression')} as i, ${countOf('click')} as c, ${countOf('conversion')} as k,
        0 as v
      from events
      where content_id is not null and type in (${types})
      group by space_id, content_id, ${variation}, ${day}
      union all
      select space_id, content_id, variation, first_seen, 0, 0, 0, count(*)
      from experiment_visitors where first_seen is not null
      group by space_id, content_id, variation, first_seen
    ) parts
    group by space_id, content_id, variation, day
  `.execute(db)
  await sql`
    insert into experiment_cohort_conversions
      (space_id, content_id, variation, first_seen, first_converted, visitors)
    select space_id, content_id, variation, first_seen, first_converted, count(*)
    from experiment_visitors
    where first_seen is not null and first_converted is not null
    group by space_id, content_id, variation, first_seen, first_converted
  `.execute(db)
}
