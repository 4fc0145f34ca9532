import { sql } from 'kysely'
import { alignToDays } from './experiment-days.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore } from './types.ts'

/**
 * The experiment report's reads, from the rollups ingestion keeps (migration 007), never the
 * raw events, so their cost follows the days and variations of the range, not the events.
 * Ranges count whole UTC days (`alignToDays`). Exact: the distinct visitors of a range are
 * those first seen in it (a sum over its days) plus those first seen before it who came back
 * in it, counted from the visitor-days only when the test has data before the range.
 */
export function experimentEventOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'aggregateExperiment' | 'experimentDaily'> {
  const { db } = ctx
  return {
    async aggregateExperiment(args) {
      const { fromDay, toDay } = alignToDays(args.from, args.to)
      const rows = await db
        .selectFrom('experiment_days')
        .select((eb) => [
          'variation',
          eb.fn.sum<number | string>('impressions').as('impressions'),
          eb.fn.sum<number | string>('clicks').as('clicks'),
          eb.fn.sum<number | string>('conversions').as('conversions'),
          eb.fn.sum<number | string>('new_visitors').as('new_visitors'),
          eb.fn.sum<number | string>('new_converters').as('new_converters'),
        ])
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .groupBy('variation')
        .orderBy('variation')
        .execute()
      if (rows.length === 0) return []
      const earlier = await db
        .selectFrom('experiment_days')
        .select('day')
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('day', '<', fromDay)
        .limit(1)
        .executeTakeFirst()
      const returning = new Map<string, { visitors: number; converters: number }>()
      if (earlier) {
        const back = await db
          .selectFrom('experiment_visitor_days as d')
          .innerJoin('experiment_visitors as v', (join) =>
            join
              .onRef('v.space_id', '=', 'd.space_id')
              .onRef('v.content_id', '=', 'd.content_id')
              .onRef('v.variation', '=', 'd.variation')
              .onRef('v.visitor_id', '=', 'd.visitor_id'),
          )
          .select([
            'd.variation',
            sql<
              number | string
            >`count(distinct case when d.impressions > 0 and v.first_seen < ${fromDay} then d.visitor_id end)`.as(
              'visitors',
            ),
            sql<
              number | string
            >`count(distinct case when d.conversions > 0 and v.first_converted < ${fromDay} then d.visitor_id end)`.as(
              'converters',
            ),
          ])
          .where('d.space_id', '=', args.spaceId)
          .where('d.content_id', '=', args.contentId)
          .where('d.day', '>=', fromDay)
          .where('d.day', '<', toDay)
          .groupBy('d.variation')
          .execute()
        for (const row of back) {
          returning.set(row.variation, {
            visitors: Number(row.visitors),
            converters: Number(row.converters),
          })
        }
      }
      return rows.map((row) => ({
        variationId: row.variation,
        impressions: Number(row.impressions),
        visitors: Number(row.new_visitors) + (returning.get(row.variation)?.visitors ?? 0),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        convertedVisitors:
          Number(row.new_converters) + (returning.get(row.variation)?.converters ?? 0),
      }))
    },

    async experimentDaily(args) {
      const { fromDay, toDay } = alignToDays(args.from, args.to)
      const rows = await db
        .selectFrom('experiment_days')
        .select(['day', 'variation', 'impressions', 'visitors', 'clicks', 'conversions'])
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .orderBy('day')
        .orderBy('variation')
        .execute()
      return rows.map((row) => ({
        day: Number(row.day),
        variationId: row.variation,
        impressions: Number(row.impressions),
        visitors: Number(row.visitors),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
      }))
    },
  }
}
