import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { staleBuildReason } from './site-build.ts'

/** What `vite build` of the editor reads. */
const EDITOR_INPUTS = [
  'apps/editor/src',
  'apps/editor/index.html',
  'apps/editor/vite.config.ts',
  'apps/editor/package.json',
  'packages/core/src',
  'packages/react/src',
  'package-lock.json',
]

/** The built editor the service serves (`TESSERA_EDITOR_DIR`). */
export const EDITOR_DIST = 'apps/editor/dist'

/** Why the editor needs a build, or `undefined` when `apps/editor/dist` is newer than its inputs. */
export function editorBuildReason(root: string): string | undefined {
  return staleBuildReason(root, join(EDITOR_DIST, 'index.html'), EDITOR_INPUTS)
}

/**
 * Builds the editor when it is stale (a few seconds); returns the build's exit status (0 when
 * nothing was to do). Shared by `npm start`, the browser tests and the bench.
 */
export function buildEditorIfStale(
  root: string,
  log: (line: string) => void = console.log,
): number {
  const reason = editorBuildReason(root)
  if (reason === undefined) return 0
  log(`Building the editor (${reason})…`)
  const dir = join(root, 'apps/editor')
  // The package's `bin` (its exports map does not list the file).
  const vitePackage = createRequire(join(dir, 'package.json')).resolve('vite/package.json')
  const vite = join(dirname(vitePackage), 'bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
  })
  return build.status ?? 1
}
