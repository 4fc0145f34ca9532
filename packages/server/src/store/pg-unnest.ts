import { sql } from 'kysely'
import type { RawBuilder } from 'kysely'

/** A column of a PostgreSQL `unnest(...)`: its values and their SQL array type. */
export interface UnnestColumn {
  values: readonly unknown[]
  type: 'text[]' | 'int8[]' | 'float8[]'
}

/**
 * `unnest($1::text[], $2::int8[], …)`: many rows bound as one array per column, so a multi-row
 * statement costs a handful of parameters whatever its size (PostgreSQL parses one array per
 * column rather than thousands of parameters, and node-postgres serialises a few values). Use it
 * as `insert into t (…) select * from ${pgUnnest(columns)}` or in a join.
 * @example
 * sql`insert into events (space_id, created_at) select * from ${pgUnnest([
 *   { values: ['s1', 's2'], type: 'text[]' },
 *   { values: [1, 2], type: 'int8[]' },
 * ])}`
 */
export function pgUnnest(columns: readonly UnnestColumn[]): RawBuilder<unknown> {
  const args = columns.map((column) => sql`${[...column.values]}::${sql.raw(column.type)}`)
  return sql`unnest(${sql.join(args)})`
}
