import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ValidationError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { ContentStore, EntryRecord } from '../store/types.ts'
import { exportAssets } from './asset-files.ts'
import { MODELS_FILE } from './read-import-files.ts'

export interface ExportContentOptions {
  store: ContentStore
  spaceId: string
  /** Folder to write into (created when missing; files of the same names are replaced). */
  dir: string
}

export interface ExportReport {
  models: number
  entries: number
  /** Files of the asset library (images, videos, uploads), in `<dir>/.assets`. */
  assets: number
}

/** Entries read per store call. */
const PAGE_SIZE = 200

/** A path segment for a model name or id: URL-encoded, so `/` and `..` cannot leave the folder. */
function segment(value: string): string {
  const encoded = encodeURIComponent(value)
  if (encoded === '.' || encoded === '..') return encoded.replaceAll('.', '%2E')
  return encoded
}

/** The latest body, saying `published` when a version of it is live. */
function exportedBody(record: EntryRecord): Entry {
  const status = record.published ? 'published' : (record.latest.published ?? 'draft')
  return { ...record.latest, published: status }
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

/**
 * Exports a space as Builder-format JSON: `<dir>/models.json` (`[{ name, kind, fields }]`) and
 * one `<dir>/<model>/<id>.json` per entry (its latest body, with `published: 'published'` when
 * the entry is live, else its own status), and the asset library's files in `<dir>/.assets`
 * (see `exportAssets`). `tessera import <dir>` reads it back, files included.
 * @example
 * await exportContent({ store, spaceId, dir: './backup' })
 */
export async function exportContent(options: ExportContentOptions): Promise<ExportReport> {
  const { store, spaceId, dir } = options
  const spaces = await store.listSpaces()
  if (!spaces.some((space) => space.id === spaceId)) {
    throw new ValidationError(`Space "${spaceId}" not found`)
  }
  const models = await store.listModels({ spaceId })
  await mkdir(dir, { recursive: true })
  await writeFile(
    join(dir, MODELS_FILE),
    json(models.map(({ name, kind, fields }) => ({ name, kind, fields }))),
  )
  let entries = 0
  for (const model of models) {
    const folder = join(dir, segment(model.name))
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await store.listEntries({ spaceId, model: model.name, limit: PAGE_SIZE, offset })
      if (page.length > 0) await mkdir(folder, { recursive: true })
      for (const record of page) {
        await writeFile(join(folder, `${segment(record.id)}.json`), json(exportedBody(record)))
      }
      entries += page.length
      if (page.length < PAGE_SIZE) break
    }
  }
  const assets = await exportAssets({ store, spaceId, dir })
  return { models: models.length, entries, assets }
}
