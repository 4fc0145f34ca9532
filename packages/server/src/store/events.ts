import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import { pgUnnest } from './pg-unnest.ts'
import type { Database, EventsTable } from './schema.ts'
import { applyExperimentRollups } from './experiment-rollups.ts'
import type { StoreContext } from './store-context.ts'
import type { ContentStore } from './types.ts'

/** Rows per INSERT statement: well under both databases' limits on bound parameters. */
export const EVENT_INSERT_CHUNK = 500

/** PostgreSQL: every row in one statement, one array per column (see {@link pgUnnest}). */
async function insertEventsUnnest(trx: Transaction<Database>, rows: EventsTable[]): Promise<void> {
  const column = <K extends keyof EventsTable>(key: K) => rows.map((row) => row[key])
  await sql`insert into events
    (space_id, type, content_id, variation_id, amount, session_id, visitor_id, created_at, data)
    select * from ${pgUnnest([
      { values: column('space_id'), type: 'text[]' },
      { values: column('type'), type: 'text[]' },
      { values: column('content_id'), type: 'text[]' },
      { values: column('variation_id'), type: 'text[]' },
      { values: column('amount'), type: 'float8[]' },
      { values: column('session_id'), type: 'text[]' },
      { values: column('visitor_id'), type: 'text[]' },
      { values: column('created_at'), type: 'int8[]' },
      { values: column('data'), type: 'text[]' },
    ])}`.execute(trx)
}

/**
 * Analytics events: append-only inserts (which keep the experiment rollups, in the same
 * transaction) and per-content, per-variation aggregates.
 */
export function eventOperations(
  ctx: StoreContext,
): Pick<ContentStore, 'insertEvents' | 'aggregateEvents'> {
  const { db } = ctx
  return {
    async insertEvents({ events }) {
      if (events.length === 0) return 0
      const rows: EventsTable[] = events.map((event) => ({
        space_id: event.spaceId,
        type: event.type,
        content_id: event.contentId,
        variation_id: event.variationId,
        amount: event.amount,
        session_id: event.sessionId,
        visitor_id: event.visitorId,
        created_at: event.createdAt,
        data: JSON.stringify(event.data),
      }))
      await db.transaction().execute(async (trx) => {
        if (ctx.kind === 'postgres') {
          await insertEventsUnnest(trx, rows)
          await applyExperimentRollups(trx, ctx.kind, events)
          return
        }
        for (let start = 0; start < rows.length; start += EVENT_INSERT_CHUNK) {
          await trx
            .insertInto('events')
            .values(rows.slice(start, start + EVENT_INSERT_CHUNK))
            .execute()
        }
        await applyExperimentRollups(trx, ctx.kind, events)
      })
      return rows.length
    },

    async aggregateEvents(args) {
      // The default variation has no variation id: it counts under the content id.
      const variation = sql<string>`coalesce(variation_id, content_id)`
      const countOf = (type: string) =>
        sql<number | string>`sum(case when type = ${type} then 1 else 0 end)`
      let query = db
        .selectFrom('events')
        .select((eb) => [
          eb.ref('content_id').$notNull().as('content_id'),
          variation.as('variation'),
          countOf('impression').as('impressions'),
          countOf('click').as('clicks'),
          countOf('conversion').as('conversions'),
          sql<
            number | string
          >`sum(case when type = 'conversion' then coalesce(amount, 0) else 0 end)`.as('amount'),
        ])
        .where('space_id', '=', args.spaceId)
        .where('created_at', '>=', args.from)
        .where('created_at', '<', args.to)
        .where('content_id', 'is not', null)
        .where('type', 'in', ['impression', 'click', 'conversion'])
        .groupBy(['content_id', variation])
        .orderBy('content_id')
        .orderBy(variation)
      if (args.contentId !== undefined) query = query.where('content_id', '=', args.contentId)
      const rows = await query.execute()
      return rows.map((row) => ({
        contentId: row.content_id,
        variationId: row.variation,
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
        conversions: Number(row.conversions),
        conversionAmount: Number(row.amount),
      }))
    },
  }
}
