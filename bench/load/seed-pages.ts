/**
 * Fast seeding of a SQLite content database with many pages, for the load benchmark only.
 * @module
 */
import { createSqliteStore } from '@tessera/server'
import type { Entry } from '@tessera/core'
import Sqlite from 'better-sqlite3'

/** Stands for the page number in the template entry; replaced in every cloned row. */
const MARKER = 'zzseedzz'

/** Columns that hold an entry id; rows of the template are found through them. */
const ENTRY_ID_COLUMNS = ['id', 'entry_id']

export interface SeedPagesOptions {
  /** Path of a new SQLite file. */
  filename: string
  /** Number of pages: `p-0` … `p-<count-1>`, page `n` targeted at `/p/<n>`. */
  count: number
  /** Public key to create. */
  apiKey: string
}

export interface SeededDatabase {
  spaceId: string
  /** Time spent seeding, in ms. */
  ms: number
}

/** A realistic published page (a few blocks), with {@link MARKER} where its number goes. */
function templatePage(): Entry {
  const text = (i: number) => ({
    '@type': '@builder.io/sdk:Element' as const,
    id: `builder-${MARKER}-${i}`,
    component: { name: 'Text', options: { text: `<p>Paragraph ${i} of page ${MARKER}</p>` } },
    responsiveStyles: { large: { marginTop: '20px', fontSize: '18px' } },
  })
  return {
    id: `p-${MARKER}`,
    name: `Page ${MARKER}`,
    published: 'published',
    query: [
      {
        '@type': '@builder.io/core:Query',
        property: 'urlPath',
        operator: 'is',
        value: `/p/${MARKER}`,
      },
    ],
    data: {
      title: `Page ${MARKER}`,
      url: `/p/${MARKER}`,
      blocks: [text(1), text(2), text(3)],
    },
  }
}

type Row = Record<string, unknown>

/**
 * Creates the database through the store (migrations, a space, the key, the `page` model and
 * one template page), then clones the template's rows in every table that refers to it
 * (entries, path index, revisions…) with plain SQL in one transaction, so that 100,000 pages
 * take seconds instead of a minute. Cloning the rows the store wrote keeps the seed right
 * whatever the schema holds.
 */
export async function seedPages(options: SeedPagesOptions): Promise<SeededDatabase> {
  const started = performance.now()
  const store = createSqliteStore({ filename: options.filename })
  await store.migrate()
  const space = await store.createSpace({ name: 'Bench' })
  await store.createApiKey({ spaceId: space.id, kind: 'public', key: options.apiKey })
  await store.upsertModel({ spaceId: space.id, name: 'page', kind: 'page' })
  const template = await store.createEntry({
    spaceId: space.id,
    model: 'page',
    body: templatePage(),
  })
  await store.close()

  const db = new Sqlite(options.filename)
  try {
    db.pragma('foreign_keys = OFF')
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as Array<{ name: string }>
    const clones: Array<{ table: string; column: string; rows: Row[] }> = []
    for (const { name } of tables) {
      const columns = db.pragma(`table_info("${name}")`) as Array<{ name: string }>
      for (const column of columns.filter((c) => ENTRY_ID_COLUMNS.includes(c.name))) {
        const rows = db
          .prepare(`SELECT * FROM "${name}" WHERE "${column.name}" = ?`)
          .all(template.id) as Row[]
        if (rows.length > 0) clones.push({ table: name, column: column.name, rows })
      }
    }
    const seed = db.transaction(() => {
      for (const { table, column, rows } of clones) {
        const names = Object.keys(rows[0] as Row)
        const insert = db.prepare(
          `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        )
        for (let n = 0; n < options.count; n++) {
          const id = String(n)
          for (const row of rows) {
            insert.run(
              names.map((key) => {
                const value = row[key]
                return typeof value === 'string' ? value.replaceAll(MARKER, id) : value
              }),
            )
          }
        }
        db.prepare(`DELETE FROM "${table}" WHERE "${column}" = ?`).run(template.id)
      }
    })
    seed()
  } finally {
    db.close()
  }
  return { spaceId: space.id, ms: performance.now() - started }
}
