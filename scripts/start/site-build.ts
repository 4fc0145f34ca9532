import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What `next build` of the site reads: the site's sources and config, the workspace packages
 * it compiles (`transpilePackages`), and the lock file (dependency versions).
 */
const BUILD_INPUTS = [
  'apps/site/src',
  'apps/site/public',
  'apps/site/next.config.ts',
  'apps/site/package.json',
  'apps/site/tsconfig.json',
  'packages/core/src',
  'packages/core/package.json',
  'packages/sdk/src',
  'packages/sdk/package.json',
  'packages/react/src',
  'packages/react/package.json',
  'package-lock.json',
]

/** Test files are not part of the build. */
const IGNORED = /\.test\.tsx?$|\.tmp\.ts$/

/** The newest modification time (ms) under `path`: files and folders (a deletion bumps one). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return IGNORED.test(path) ? 0 : stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)))
  return newest
}

/**
 * Why a build needs doing again, or `undefined` when its output file `marker` (relative to
 * `root`) is newer than every one of `inputs` (paths relative to `root`).
 */
export function staleBuildReason(
  root: string,
  marker: string,
  inputs: readonly string[],
): string | undefined {
  const output = join(root, marker)
  if (!existsSync(output)) return 'not built yet'
  const built = statSync(output).mtimeMs
  const stale = inputs.find((input) => newestMtime(join(root, input)) > built)
  return stale === undefined ? undefined : `${stale} changed since the last build`
}

/**
 * Why the Next app in `appDir` needs a build, or `undefined` when its `.next/BUILD_ID` is
 * newer than every one of `inputs` (paths relative to `root`).
 */
export function nextBuildReason(
  root: string,
  appDir: string,
  inputs: readonly string[],
): string | undefined {
  return staleBuildReason(root, join(appDir, '.next/BUILD_ID'), inputs)
}

/**
 * Why the site needs a build (`next build` in apps/site), or `undefined` when
 * `apps/site/.next/BUILD_ID` is newer than every build input under the repository `root`.
 * Shared by `npm start`, the browser tests and the Lighthouse bench.
 */
export function siteBuildReason(root: string): string | undefined {
  return nextBuildReason(root, 'apps/site', BUILD_INPUTS)
}
