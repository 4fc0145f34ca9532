import { readFile, stat } from 'node:fs/promises'
import { ValidationError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import type { ContentStore, ModelField, ModelKind } from '../store/types.ts'
import { importAssets } from './asset-files.ts'
import { modelOfEntry, parseImportFile, parseImportJson } from './parse-import-file.ts'
import { readImportFiles } from './read-import-files.ts'
import type { ImportFile } from './read-import-files.ts'

export interface ImportContentOptions {
  store: ContentStore
  spaceId: string
  /** A JSON file or a folder of them (see `readImportFiles`). */
  path: string
  /** The model of every entry. Default: the folder, `modelName` or `meta.kind` of each. */
  model?: string
}

/** What an import did. */
export interface ImportReport {
  /** Files read (the models file included). */
  files: number
  created: number
  updated: number
  /** Entries published (created or updated). */
  published: number
  /** Files of an exported asset library stored in the space (see `importAssets`). */
  assets: number
  /** Files left out, with the reason; nothing of theirs was written. */
  errors: { file: string; message: string }[]
}

const MODEL_KINDS: readonly ModelKind[] = ['page', 'symbol', 'section', 'data']
const KIND_OF_META: Readonly<Record<string, ModelKind>> = { page: 'page', component: 'section' }

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The kind of a model created for an import: its name when that is a kind, else `meta.kind`. */
function kindFor(model: string, entry: Entry): ModelKind {
  const named = MODEL_KINDS.find((kind) => kind === model)
  if (named) return named
  const kind = entry.meta?.kind
  return (
    (typeof kind === 'string' && Object.hasOwn(KIND_OF_META, kind) && KIND_OF_META[kind]) || 'data'
  )
}

async function importModels(store: ContentStore, spaceId: string, text: string): Promise<void> {
  const list = parseImportJson(text)
  if (!Array.isArray(list)) throw new ValidationError('models.json must hold an array of models')
  const models = list.map((value: unknown, index) => {
    const model = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    const { name, kind, fields } = model
    if (typeof name !== 'string' || name === '' || !MODEL_KINDS.some((known) => known === kind)) {
      throw new ValidationError(
        `Model ${index + 1} needs a "name" and a "kind" (page, symbol, section or data)`,
      )
    }
    if (fields !== undefined && !Array.isArray(fields)) {
      throw new ValidationError(`Model ${index + 1}: "fields" must be an array`)
    }
    return { name, kind: kind as ModelKind, ...(fields ? { fields: fields as ModelField[] } : {}) }
  })
  for (const model of models) await store.upsertModel({ spaceId, ...model })
}

/** Checks a file whole (shape, models, id clashes), then writes its entries. */
async function importFile(
  options: ImportContentOptions,
  file: ImportFile,
  report: ImportReport,
  rewrite: (text: string) => string,
): Promise<void> {
  const { store, spaceId } = options
  const entries = parseImportFile(rewrite(await readFile(file.path, 'utf8')))
  const plan = []
  for (const [index, body] of entries.entries()) {
    const model = modelOfEntry(body, index, { model: options.model, folderModel: file.folderModel })
    const id = typeof body.id === 'string' ? body.id : undefined
    const existing = id === undefined ? undefined : await store.getEntry({ spaceId, id })
    if (existing && existing.model !== model) {
      throw new ValidationError(
        `Entry ${index + 1} (${id}) exists in model "${existing.model}", not "${model}"`,
      )
    }
    plan.push({ body, model, id: existing?.id })
  }
  for (const { body, model } of plan) {
    if (await store.getModel({ spaceId, name: model })) continue
    await store.upsertModel({ spaceId, name: model, kind: kindFor(model, body) })
  }
  for (const { body, model, id } of plan) {
    const publish = body.published === 'published'
    if (id !== undefined) {
      await store.updateEntry({ spaceId, model, id, body, publish })
      report.updated += 1
    } else {
      await store.createEntry({ spaceId, model, body })
      report.created += 1
    }
    if (publish) report.published += 1
  }
}

/**
 * Imports Builder-format entries into a space: creates or updates each by `id` (entries
 * without one get a new id), publishing those whose `published` is `'published'`; a folder's
 * `models.json` is applied first. Missing models are created (kind from the model's name, else
 * `meta.kind`, else `data`). An exported folder's files (`.assets`) are stored first and the
 * entries' URLs of them rewritten to this space (see `importAssets`). A file that cannot be read or checked is reported in `errors` and
 * none of its entries is written; the other files are still imported. An entry whose latest
 * version is a draft leaves an existing published version in place.
 * @example
 * const report = await importContent({ store, spaceId, path: './content' })
 */
export async function importContent(options: ImportContentOptions): Promise<ImportReport> {
  const source = await readImportFiles(options.path)
  const report: ImportReport = {
    files: 0,
    created: 0,
    updated: 0,
    published: 0,
    assets: 0,
    errors: [],
  }
  let rewrite = (text: string) => text
  if ((await stat(options.path)).isDirectory()) {
    try {
      const assets = await importAssets({ ...options, dir: options.path })
      report.assets = assets.imported
      rewrite = assets.rewrite
    } catch (error: unknown) {
      report.errors.push({ file: options.path, message: `files: ${message(error)}` })
    }
  }
  if (source.modelsFile !== undefined) {
    report.files += 1
    try {
      await importModels(options.store, options.spaceId, await readFile(source.modelsFile, 'utf8'))
    } catch (error: unknown) {
      report.errors.push({ file: source.modelsFile, message: message(error) })
    }
  }
  for (const file of source.files) {
    report.files += 1
    try {
      await importFile(options, file, report, rewrite)
    } catch (error: unknown) {
      report.errors.push({ file: file.path, message: message(error) })
    }
  }
  return report
}
