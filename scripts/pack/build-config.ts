import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UserConfig } from 'tsdown'
import { folderEntryPoints } from './folder-entry-points.ts'
import { sourceEntries } from './package-entries.ts'
import type { WorkspaceManifest } from './package-entries.ts'

/**
 * The tsdown build of one of our packages (`packages/<name>/tsdown.config.ts`): ESM with `.d.ts`,
 * one output file per source module (`unbundle`, so `'use client'` directives, the lazy chunks'
 * dynamic imports and the `#…` conditional imports stay as they are in the sources). Entries
 * are the files the package's `exports` / `imports` name, plus `extra` (e.g. the CLI).
 */
export function packageBuildConfig(dir: string, extra: string[] = []): UserConfig {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as WorkspaceManifest
  return {
    cwd: dir,
    entry: [...sourceEntries(manifest), ...extra],
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    unbundle: true,
    fixedExtension: false,
    dts: true,
    clean: true,
    outDir: 'dist',
    tsconfig: join(dir, '../../tsconfig.base.json'),
    // Our packages, dependencies, Node built-ins and the package's own `#…` imports stay imports.
    deps: { neverBundle: [/^#/, /^node:/, /^@tessera\//] },
    plugins: [folderEntryPoints(dir)],
    logLevel: 'warn',
  }
}
