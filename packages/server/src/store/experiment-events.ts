import { alignToDays } from './experiment-days.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore } from './types.ts'

/**
 * The experiment report's reads, from the small daily rollups ingestion keeps (migration 007),
 * never the raw events nor per-visitor rows, so their cost follows the days and variations of
 * the range. Ranges count whole UTC days (`alignToDays`) and visitors by cohort: the visitors of
 * a range are those who entered the test (first impression of the content and variation) on a
 * day of the range; the converted among them are those whose first conversion is on or before
 * the range's last day. Event counts are the events of the range's days.
 */
export function experimentEventOperations(
  ctx: Pick<StoreContext, 'db'>,
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
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .groupBy('variation')
        .orderBy('variation')
        .execute()
      if (rows.length === 0) return []
      const converted = await db
        .selectFrom('experiment_cohort_conversions')
        .select((eb) => ['variation', eb.fn.sum<number | string>('visitors').as('visitors')])
        .where('space_id', '=', args.spaceId)
        .where('content_id', '=', args.contentId)
        .where('first_seen', '>=', fromDay)
        .where('first_seen', '<', toDay)
        .where('first_converted', '<', toDay)
        .groupBy('variation')
        .execute()
      const convertedOf = new Map(converted.map((row) => [row.variation, Number(row.visitors)]))
      return rows.map((row) => ({
        variationId: row.variation,
        impressions: Number(row.impressions),
        visitors: Number(row.visitors),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        convertedVisitors: convertedOf.get(row.variation) ?? 0,
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
