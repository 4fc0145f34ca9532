import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'rolldown'

/**
 * A build plugin for dependencies whose subpath entry points are folders holding a
 * `package.json` (`main` / `module`) and which have no `exports` map, such as
 * `@atlaskit/pragmatic-drag-and-drop/element/adapter`: plain Node refuses such imports
 * (ERR_UNSUPPORTED_DIR_IMPORT). The import is rewritten to the folder's `main` file, which Node
 * and bundlers both load (it stays external).
 */
export function folderEntryPoints(packageDir: string): Plugin {
  const require = createRequire(join(packageDir, 'package.json'))
  return {
    name: 'tessera:folder-entry-points',
    // Before the bundler's own handling of dependencies (which keeps the import as written).
    resolveId: { order: 'pre', handler: resolve },
  }

  function resolve(id: string) {
    const match = /^((?:@[^/]+\/)?[^/.@][^/]*)\/([^.]+)$/.exec(id)
    if (!match) return null
    const [, name = '', subpath = ''] = match
    let root: string
    try {
      root = dirname(require.resolve(`${name}/package.json`))
    } catch {
      return null
    }
    const folder = join(root, subpath, 'package.json')
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports?: unknown
    }
    if (rootManifest.exports !== undefined || !existsSync(folder)) return null
    const { main } = JSON.parse(readFileSync(folder, 'utf8')) as { main?: string }
    if (main === undefined) return null
    const file = relative(root, join(root, subpath, main))
      .split('\\')
      .join('/')
    return { id: `${name}/${file}`, external: true }
  }
}
