/**
 * The experiment bench's targets and what its environment sets: the size, the databases, the
 * ingestion runs and their rate.
 * @module
 */
import type { BenchDatabaseKind } from './bench-database.ts'

/** The report must answer within this, at the p95 (ms). */
export const TARGET_REPORT_MS = 500
/** Tracking ingestion must hold this while the report is read (events per second). */
export const TARGET_INGEST_EVENTS_PER_SECOND = 5000

/** `rate`: the fixed-rate run; `fastest`: as fast as the service answers. */
export type IngestMode = 'rate' | 'fastest'

function positiveFromEnv(name: string, raw: string | undefined, fallback: number, min = 1) {
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw.replaceAll('_', ''))
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name}: a whole number ≥ ${min}, got "${raw}"`)
  }
  return value
}

/** Events per seeded page from the environment (`TESSERA_BENCH_EXPERIMENT_EVENTS`). */
export function experimentEventsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const name = 'TESSERA_BENCH_EXPERIMENT_EVENTS'
  return positiveFromEnv(name, env[name], 10_000_000, 100)
}

/** The fixed rate, events per second (`TESSERA_BENCH_EXPERIMENT_RATE`, default 5,000). */
export function ingestRateFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const name = 'TESSERA_BENCH_EXPERIMENT_RATE'
  return positiveFromEnv(name, env[name], TARGET_INGEST_EVENTS_PER_SECOND)
}

/** Comma-separated choices from `allowed` in `env[name]`; all of them when unset. */
function listFromEnv<T extends string>(name: string, raw: string | undefined, allowed: T[]): T[] {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return allowed
  if (parts.some((part) => !allowed.includes(part as T))) {
    throw new Error(`${name}: ${allowed.join(' and/or ')}, got "${raw}"`)
  }
  return parts as T[]
}

/** `TESSERA_BENCH_EXPERIMENT_DATABASES`: `sqlite`, `postgres` or both (default), comma-separated. */
export function databasesFromEnv(env: NodeJS.ProcessEnv = process.env): BenchDatabaseKind[] {
  const name = 'TESSERA_BENCH_EXPERIMENT_DATABASES'
  return listFromEnv(name, env[name], ['sqlite', 'postgres'])
}

/** `TESSERA_BENCH_EXPERIMENT_INGEST`: `rate`, `fastest` or both (default), comma-separated. */
export function ingestModesFromEnv(env: NodeJS.ProcessEnv = process.env): IngestMode[] {
  const name = 'TESSERA_BENCH_EXPERIMENT_INGEST'
  return listFromEnv(name, env[name], ['rate', 'fastest'])
}
