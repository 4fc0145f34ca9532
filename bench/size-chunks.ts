/**
 * The chunks of a code-split esbuild build, from its metafile: what a set of chunks loads with
 * its static imports, their gzipped size as served, a chunk's name without its hash.
 * @module
 */
import type { Metafile } from 'esbuild'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The chunks `start` loads: themselves and what they import statically, transitively. */
export function staticClosure(outputs: Metafile['outputs'], start: readonly string[]): Set<string> {
  const paths = new Set<string>(start)
  for (const path of paths) {
    for (const item of outputs[path]?.imports ?? []) {
      if (item.kind === 'import-statement' && !item.external) paths.add(item.path)
    }
  }
  return paths
}

/** The gzipped (level 9) bytes of output files (paths relative to `root`), each gzipped on its own, as served. */
export function gzipOf(root: string, paths: Iterable<string>): number {
  let total = 0
  for (const path of paths) {
    total += gzipSync(readFileSync(join(root, path)), { level: 9 }).length
  }
  return total
}

/**
 * A chunk's name without its hash, nor the `.browser` of a module written for browser builds
 * (`renderer` for `renderer.browser-X.js`; `shared chunk` for esbuild's `chunk`).
 */
export function chunkName(path: string): string {
  const name = /([a-z-]+)(?:\.browser)?-[A-Z0-9]+\.js$/.exec(path)?.[1] ?? path
  return name.replace(/^chunk$/, 'shared chunk')
}
