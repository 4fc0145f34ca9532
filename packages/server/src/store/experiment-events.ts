import { sql } from 'kysely'
import type { StoreContext } from './store-context.ts'
import type { ContentStore } from './types.ts'

/**
 * The per-variation aggregate of one content's split test, in one SQL statement on both
 * databases: event counts, and distinct visitor ids among the impressions (visitors) and
 * among the conversions (converted visitors). Events without a visitor id count in the event
 * totals only.
 */
export function experimentEventOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'aggregateExperiment'> {
  const { db } = ctx
  return {
    async aggregateExperiment(args) {
      // The default variation has no variation id: it counts under the content id.
      const variation = sql<string>`coalesce(variation_id, content_id)`
      const countOf = (type: string) =>
        sql<number | string>`sum(case when type = ${type} then 1 else 0 end)`
      const distinctVisitorsOf = (type: string) =>
        sql<number | string>`count(distinct case when type = ${type} then visitor_id end)`
      const rows = await db
        .selectFrom('events')
        .select([
          variation.as('variation'),
          countOf('impression').as('impressions'),
          distinctVisitorsOf('impression').as('visitors'),
          countOf('click').as('clicks'),
          countOf('conversion').as('conversions'),
          distinctVisitorsOf('conversion').as('converted_visitors'),
        ])
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('created_at', '>=', args.from)
        .where('created_at', '<', args.to)
        .where('type', 'in', ['impression', 'click', 'conversion'])
        .groupBy(variation)
        .orderBy(variation)
        .execute()
      return rows.map((row) => ({
        variationId: row.variation,
        impressions: Number(row.impressions),
        visitors: Number(row.visitors),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        convertedVisitors: Number(row.converted_visitors),
      }))
    },
  }
}
