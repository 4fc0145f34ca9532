import { readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { ValidationError } from '@tessera/core'
import { ASSETS_DIR } from './asset-files.ts'

/** The name of the models file `tessera export` writes at the top of its folder. */
export const MODELS_FILE = 'models.json'

/** A JSON file to import. */
export interface ImportFile {
  /** Path as shown in messages (as given, joined with the path under it). */
  path: string
  /** The model named by the file's top folder under an imported folder. */
  folderModel?: string
}

/** What an import path holds: entry files, and the models file of an exported folder. */
export interface ImportSource {
  files: ImportFile[]
  modelsFile?: string
}

async function walk(dir: string): Promise<string[]> {
  const found: string[] = []
  const items = await readdir(dir, { withFileTypes: true })
  items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const item of items) {
    const path = join(dir, item.name)
    if (item.isDirectory()) found.push(...(await walk(path)))
    else if (item.isFile() && item.name.endsWith('.json')) found.push(path)
  }
  return found
}

/**
 * Lists the JSON files of an import path: the file itself, or every `*.json` under a folder
 * (recursively, sorted); there, the first folder under the imported one names the model
 * (URL-decoded, as `tessera export` encodes it) and a top-level `models.json` is the models
 * file; the `.assets` folder of an export holds files, not entries. Throws a ValidationError when the path does not exist.
 */
export async function readImportFiles(path: string): Promise<ImportSource> {
  let info
  try {
    info = await stat(path)
  } catch (error: unknown) {
    throw new ValidationError(`Cannot read "${path}": no such file or folder`, { cause: error })
  }
  if (!info.isDirectory()) return { files: [{ path }] }
  const source: ImportSource = { files: [] }
  for (const file of await walk(path)) {
    const segments = relative(path, file).split(sep)
    // The files of an export (see asset-files.ts), not entries.
    if (segments.length > 1 && segments[0] === ASSETS_DIR) continue
    if (segments.length === 1 && segments[0] === MODELS_FILE) {
      source.modelsFile = file
      continue
    }
    const folder = segments.length > 1 ? segments[0] : undefined
    source.files.push({
      path: file,
      ...(folder === undefined ? {} : { folderModel: decodeURIComponent(folder) }),
    })
  }
  return source
}
