import { sql } from 'kysely'
import type { Expression, RawBuilder, SqlBool } from 'kysely'

/** `%text%` for a LIKE with `escape '\'`: the text's own `%`, `_` and `\` match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * `lower(column) like lower('%text%') escape '\'`: whether a text column contains `text`,
 * ignoring the case of ASCII letters, the same on SQLite and PostgreSQL.
 */
export function containsText(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${containsPattern(text)}) escape '\\'`
}
