import { sql } from 'kysely'
import type { Transaction } from 'kysely'
import { pgUnnest } from './pg-unnest.ts'
import type { UnnestColumn } from './pg-unnest.ts'
import type { Database, ExperimentVisitorsTable, StoreKind } from './schema.ts'

/** The key of a visitor in a test: space, content, variation, visitor. */
export type VisitorKey = Pick<
  ExperimentVisitorsTable,
  'space_id' | 'content_id' | 'variation' | 'visitor_id'
>

const keyColumns = (rows: readonly VisitorKey[]): UnnestColumn[] => [
  { values: rows.map((row) => row.space_id), type: 'text[]' },
  { values: rows.map((row) => row.content_id), type: 'text[]' },
  { values: rows.map((row) => row.variation), type: 'text[]' },
  { values: rows.map((row) => row.visitor_id), type: 'text[]' },
]

/**
 * The stored first days of these visitors (those known). PostgreSQL binds the keys as four
 * arrays ({@link pgUnnest}), SQLite as a `values` list (at most 500 keys a call).
 */
export async function selectKnownVisitors(
  trx: Transaction<Database>,
  kind: StoreKind,
  keys: readonly VisitorKey[],
): Promise<ExperimentVisitorsTable[]> {
  if (kind === 'postgres') {
    const { rows } = await sql<ExperimentVisitorsTable>`select v.* from experiment_visitors v
      where (v.space_id, v.content_id, v.variation, v.visitor_id) in
        (select * from ${pgUnnest(keyColumns(keys))})`.execute(trx)
    return rows
  }
  const list = sql.join(
    keys.map((v) => sql`(${v.space_id}, ${v.content_id}, ${v.variation}, ${v.visitor_id})`),
  )
  return trx
    .selectFrom('experiment_visitors')
    .selectAll()
    .where(sql<boolean>`(space_id, content_id, variation, visitor_id) in (values ${list})`)
    .execute()
}

/** Inserts the visitors, or sets the first days of those already stored. */
export async function upsertVisitors(
  trx: Transaction<Database>,
  kind: StoreKind,
  rows: readonly ExperimentVisitorsTable[],
): Promise<void> {
  if (kind === 'postgres') {
    await sql`insert into experiment_visitors
      (space_id, content_id, variation, visitor_id, first_seen, first_converted)
      select * from ${pgUnnest([
        ...keyColumns(rows),
        { values: rows.map((row) => row.first_seen), type: 'int8[]' },
        { values: rows.map((row) => row.first_converted), type: 'int8[]' },
      ])}
      on conflict (space_id, content_id, variation, visitor_id) do update set
        first_seen = excluded.first_seen, first_converted = excluded.first_converted`.execute(trx)
    return
  }
  await trx
    .insertInto('experiment_visitors')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['space_id', 'content_id', 'variation', 'visitor_id']).doUpdateSet({
        first_seen: sql`excluded.first_seen`,
        first_converted: sql`excluded.first_converted`,
      }),
    )
    .execute()
}
