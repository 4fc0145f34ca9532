import { ValidationError } from '@tessera/core'
import type { Entry } from '@tessera/core'
import { findJsonLimitProblem } from '../validate/check-json-limits.ts'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkEntry(value: unknown, index: number): Entry {
  const label = `Entry ${index + 1}`
  if (!isObject(value)) throw new ValidationError(`${label} is not an object`)
  const problem = findJsonLimitProblem(value)
  if (problem) throw new ValidationError(`${label} at ${problem.path}: ${problem.message}`)
  if (!isObject(value.data)) throw new ValidationError(`${label}: "data" must be an object`)
  if (value.id !== undefined && (typeof value.id !== 'string' || value.id === '')) {
    throw new ValidationError(`${label}: "id" must be a non-empty string`)
  }
  if (value.name !== undefined && typeof value.name !== 'string') {
    throw new ValidationError(`${label}: "name" must be a string`)
  }
  return value as Entry
}

/** The JSON value of a file's text; a ValidationError `Malformed JSON: <reason>` otherwise. */
export function parseImportJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ValidationError(`Malformed JSON: ${reason}`, { cause: error })
  }
}

/**
 * The entries of an import file's text: one entry, an array of entries, or a content API
 * answer `{ "results": [...] }`. Every entry must be an object with a `data` object (and, when
 * present, a non-empty string `id` and a string `name`). Throws a ValidationError naming the
 * first problem (`Malformed JSON: …`, `Entry 2: "data" must be an object`, …).
 */
export function parseImportFile(text: string): Entry[] {
  const value = parseImportJson(text)
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.results) && value.data === undefined
      ? value.results
      : [value]
  if (list.length === 0) throw new ValidationError('The file holds no entries')
  return list.map(checkEntry)
}

const MODEL_OF_KIND: Readonly<Record<string, string>> = {
  page: 'page',
  component: 'symbol',
  data: 'data',
}

/**
 * The model of an imported entry: `--model`, else the file's model folder, else the entry's
 * `modelName`, else its `meta.kind` (`page` → page, `component` → symbol, `data` → data).
 */
export function modelOfEntry(
  entry: Entry,
  index: number,
  given: { model?: string | undefined; folderModel?: string | undefined },
): string {
  if (given.model !== undefined) return given.model
  if (given.folderModel !== undefined) return given.folderModel
  if (typeof entry.modelName === 'string' && entry.modelName !== '') return entry.modelName
  const kind = entry.meta?.kind
  const byKind =
    typeof kind === 'string' && Object.hasOwn(MODEL_OF_KIND, kind) ? MODEL_OF_KIND[kind] : undefined
  if (byKind !== undefined) return byKind
  throw new ValidationError(
    `Entry ${index + 1}: cannot tell its model (use --model, a model folder, "modelName" or "meta.kind")`,
  )
}
