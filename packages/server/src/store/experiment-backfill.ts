import { sql } from 'kysely'
import type { Kysely } from 'kysely'

/** The event types the experiment rollups count. */
export const EXPERIMENT_EVENT_TYPES = ['impression', 'click', 'conversion'] as const

/**
 * Fills the experiment rollups (`experiment_visitor_days`, `experiment_visitors`,
 * `experiment_days`, empty before) from every stored event, in three set-based statements on
 * either database: migration 007 back-fills with it, and the benchmark after its bulk seed.
 * Counts exactly what ingestion maintains (`applyExperimentRollups`), day = UTC day of
 * `created_at`; events without a visitor id count in the daily event totals only.
 */
export async function backfillExperimentRollups(db: Kysely<unknown>): Promise<void> {
  const types = sql.join(EXPERIMENT_EVENT_TYPES.map((type) => sql.lit(type)))
  const day = sql`cast(created_at / 86400000 as integer)`
  const variation = sql`coalesce(variation_id, content_id)`
  const countOf = (type: string) => sql`sum(case when type = ${sql.lit(type)} then 1 else 0 end)`
  await sql`
    insert into experiment_visitor_days
      (space_id, content_id, variation, day, visitor_id, impressions, conversions)
    select space_id, content_id, ${variation}, ${day}, visitor_id,
      ${countOf('impression')}, ${countOf('conversion')}
    from events
    where content_id is not null and visitor_id is not null and type in (${types})
    group by space_id, content_id, ${variation}, ${day}, visitor_id
    having ${countOf('impression')} + ${countOf('conversion')} > 0
  `.execute(db)
  await sql`
    insert into experiment_visitors
      (space_id, content_id, variation, visitor_id, first_seen, first_converted)
    select space_id, content_id, variation, visitor_id,
      min(case when impressions > 0 then day end), min(case when conversions > 0 then day end)
    from experiment_visitor_days
    group by space_id, content_id, variation, visitor_id
  `.execute(db)
  const zero = sql`0`
  await sql`
    insert into experiment_days (space_id, content_id, variation, day, impressions, clicks,
      conversions, visitors, converters, new_visitors, new_converters)
    select space_id, content_id, variation, day, sum(i), sum(c), sum(k), sum(v), sum(vc),
      sum(n), sum(nc)
    from (
      select space_id, content_id, ${variation} as variation, ${day} as day,
        ${countOf('impression')} as i, ${countOf('click')} as c, ${countOf('conversion')} as k,
        ${zero} as v, ${zero} as vc, ${zero} as n, ${zero} as nc
      from events
      where content_id is not null and type in (${types})
      group by space_id, content_id, ${variation}, ${day}
      union all
      select space_id, content_id, variation, day, 0, 0, 0,
        sum(case when impressions > 0 then 1 else 0 end),
        sum(case when conversions > 0 then 1 else 0 end), 0, 0
      from experiment_visitor_days
      group by space_id, content_id, variation, day
      union all
      select space_id, content_id, variation, first_seen, 0, 0, 0, 0, 0, count(*), 0
      from experiment_visitors where first_seen is not null
      group by space_id, content_id, variation, first_seen
      union all
      select space_id, content_id, variation, first_converted, 0, 0, 0, 0, 0, 0, count(*)
      from experiment_visitors where first_converted is not null
      group by space_id, content_id, variation, first_converted
    ) parts
    group by space_id, content_id, variation, day
  `.execute(db)
}
