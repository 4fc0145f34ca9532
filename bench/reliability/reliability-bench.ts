/**
 * The reliability section of `npm run bench` (issue 16): short, bounded attacks on the content
 * service as users run it (the CLI in its own process, default settings, real HTTP), each
 * measured against its target: adversarial `$regex` reads (`/health` p99), fuzzed reads and
 * writes (5xx), kill -9 during writes (acknowledged writes lost), a second instance after a cut
 * LISTEN connection (staleness, PostgreSQL), and an upload flood (bytes accepted). About a
 * minute; run it alone with `node --import tsx bench/reliability/run-reliability.ts`.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFuzzScenario } from './fuzz-scenario.ts'
import { runKillScenario } from './kill-writes-scenario.ts'
import {
  createPostgresSchema,
  DEFAULT_POSTGRES_URL,
  postgresProblem,
  redactUrl,
} from './postgres-schema.ts'
import { runRegexScenario } from './regex-scenario.ts'
import type { KillResult, Outcome, ReliabilityResult } from './reliability-result.ts'
import { runStalenessScenario } from './staleness-scenario.ts'
import { runFloodScenario } from './upload-flood-scenario.ts'

export { formatReliabilityTable } from './reliability-table.ts'
export type { ReliabilityResult } from './reliability-result.ts'

export interface ReliabilityBenchOptions {
  /** PostgreSQL of the staleness and kill scenarios. Default `TEST_DATABASE_URL`, else {@link DEFAULT_POSTGRES_URL}. */
  postgresUrl?: string
  /** Seed of every random choice (fuzzed requests and patterns, moments of the kills). Default 16. */
  seed?: number
  /** Receives a line as each scenario starts. Default: nothing. */
  log?: (line: string) => void
}

/** Runs a scenario; an error becomes its `failed` outcome, so the others still run. */
async function attempt<T extends object>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return await run()
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    return { failed: message.split('\n')[0]?.slice(0, 300) ?? 'unknown error' }
  }
}

/** The kill scenario on a schema of its own, dropped afterwards. */
async function killOnPostgres(url: string, seed: number): Promise<KillResult> {
  const schema = await createPostgresSchema(url)
  try {
    return await runKillScenario({ store: 'postgres', databaseUrl: schema.url(), seed })
  } finally {
    await schema.drop()
  }
}

/** Runs every scenario in turn (temporary files removed at the end) and returns the figures. */
export async function runReliabilityBench(
  options: ReliabilityBenchOptions = {},
): Promise<ReliabilityResult> {
  const started = performance.now()
  const seed = options.seed ?? 16
  const log = options.log ?? (() => {})
  const postgresUrl = options.postgresUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL
  const [one = 0, five = 0, fifteen = 0] = loadavg()
  const dir = mkdtempSync(join(tmpdir(), 'tessera-reliability-'))
  try {
    log('adversarial $regex reads while /health is polled…')
    const regex = await attempt(() => runRegexScenario({ dir, seed }))
    log('fuzzed reads and writes…')
    const fuzz = await attempt(() => runFuzzScenario({ dir, seed }))
    log('kill -9 during writes, SQLite…')
    const killSqlite = await attempt(() =>
      runKillScenario({ store: 'sqlite', databaseUrl: join(dir, 'kill.db'), seed }),
    )
    const problem = await postgresProblem(postgresUrl)
    const noPostgres = { skipped: `no PostgreSQL at ${redactUrl(postgresUrl)} (${problem})` }
    if (problem === undefined) log('kill -9 during writes, PostgreSQL…')
    const killPostgres = problem
      ? noPostgres
      : await attempt(() => killOnPostgres(postgresUrl, seed))
    if (problem === undefined) log('staleness of a second instance after a cut LISTEN connection…')
    const staleness = problem
      ? noPostgres
      : await attempt(() => runStalenessScenario({ adminUrl: postgresUrl }))
    log('upload flood…')
    const flood = await attempt(() => runFloodScenario({ dir }))
    return {
      regex,
      fuzz,
      kill: { sqlite: killSqlite, postgres: killPostgres },
      staleness,
      flood,
      load: { average: [one, five, fifteen], cores: cpus().length },
      durationMs: performance.now() - started,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
