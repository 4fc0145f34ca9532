import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The built editor shipped inside the installed package (`editor/` next to `dist/`, put there
 * when the package is packed), or `undefined` when there is none (in the repository, where
 * `npm start` points `TESSERA_EDITOR_DIR` at `apps/editor/dist`). `base` is the package
 * folder's URL; by default the one holding this module's folder.
 */
export function bundledEditorDir(base = new URL('../', import.meta.url)): string | undefined {
  const dir = new URL('editor/', base)
  return existsSync(new URL('index.html', dir)) ? fileURLToPath(dir) : undefined
}
