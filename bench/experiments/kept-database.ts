/**
 * Seeded benchmark databases kept between runs (`TESSERA_BENCH_EXPERIMENT_KEEP=<dir>`): a 10M
 * seed takes 10–25 min, the measurement a minute. Each database (per kind and size) is described
 * by a manifest in the directory, written once its seeding ended; a database without one (a seed
 * interrupted) is seeded again.
 * @module
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { SeedTimings } from './seed-events.ts'

/** What a later run needs to reuse a seeded database. */
export interface KeptManifest {
  kind: 'sqlite' | 'postgres'
  events: number
  spaceId: string
  /** Epoch ms of the first seeded day (the report reads from it). */
  firstDay: number
  seed: SeedTimings
  /** ISO time the seeding ended. */
  seededAt: string
}

/**
 * Where the kept database of `kind` and `events` lives for `dir`: a file in it, or a PostgreSQL
 * schema named after the size and the directory (two directories never share a schema).
 */
export function keptLocation(
  dir: string,
  kind: 'sqlite' | 'postgres',
  events: number,
): { manifest: string; sqliteFile: string; postgresSchema: string } {
  return {
    manifest: join(dir, `experiments-${events}-${kind}.json`),
    sqliteFile: join(dir, `experiments-${events}.db`),
    postgresSchema: `tessera_exp_keep_${events}_${createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 8)}`,
  }
}

/** The manifest at `path` when it describes a database of `kind` and `events`, else undefined. */
export function readKeptManifest(
  path: string,
  kind: 'sqlite' | 'postgres',
  events: number,
): KeptManifest | undefined {
  if (!existsSync(path)) return undefined
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as KeptManifest
  if (manifest.kind !== kind || manifest.events !== events) return undefined
  return manifest
}

export function writeKeptManifest(path: string, manifest: KeptManifest): void {
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

/** `TESSERA_BENCH_EXPERIMENT_KEEP`: the directory of kept databases, or undefined (seed each run). */
export function keepDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.TESSERA_BENCH_EXPERIMENT_KEEP?.trim()
  return raw === undefined || raw === '' ? undefined : raw
}
