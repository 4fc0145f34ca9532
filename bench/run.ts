/**
 * Runs the benchmarks (`npm run bench` at the root), prints each one's detailed tables as it
 * ends, then one summary table of the ratios measured side by side in this run. A benchmark
 * that fails is reported (its summary line says so) and the others still run; the exit code is
 * then 1.
 * @module
 */
import { formatBenchTable, runEvaluatorBench } from './evaluator-bench.ts'
import type { BenchSummaryInput } from './summary-table.ts'

/** Runs one benchmark, printing its report, or its error (returned for the summary). */
async function step<T>(
  title: string,
  run: () => Promise<T>,
  format: (result: T) => string,
): Promise<T | Error> {
  console.log(`\n${title}\n`)
  try {
    const result = await run()
    console.log(format(result))
    return result
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    console.log(`FAILED: ${failure.stack ?? failure.message}`)
    return failure
  }
}

console.log('Safe evaluator vs engine (new Function), cache warm:\n')
console.log(formatBenchTable(runEvaluatorBench()))

const { formatServerBenchTable, runServerBench } = await import('./server-bench.ts')
const { formatRenderTable, runRenderBench } = await import('./render-bench.ts')
const { formatSizeTable, runSizeBench } = await import('./size-bench.ts')
const { formatLighthouseTable, runLighthouseBench } = await import('./lighthouse-bench.ts')
const { formatPagePayloadTable, runPagePayloadBench } = await import('./page-payload-bench.ts')
const { formatReliabilityTable, runReliabilityBench } =
  await import('./reliability/reliability-bench.ts')
const { formatSummaryTable } = await import('./summary-table.ts')

const results: BenchSummaryInput = {}

// Content service under load (bench/server-bench.ts; about a minute).
results.server = await step(
  'Content API on SQLite under load, Tessera vs bare node:http (same bytes):',
  () => runServerBench(),
  formatServerBenchTable,
)

// Renderer: server-render throughput and HTML bytes (bench/render-bench.ts; about 2 minutes,
// one process per React version; the first run installs bench/react18 with npm ci).
results.render = await step(
  'Server render (renderToString, NODE_ENV=production) and server HTML bytes: plain React, Tessera, gen-1, gen-2, on React 19 and 18:',
  () => runRenderBench(),
  formatRenderTable,
)

// Renderer: client runtime size (bench/size-bench.ts; esbuild, minified, gzip -9).
results.size = await step(
  'Client runtime hydrating a page without widgets (esbuild, minified, production):',
  () => runSizeBench(),
  formatSizeTable,
)

// The demo's home page in Lighthouse, mobile (bench/lighthouse-bench.ts; about a minute).
results.lighthouse = await step(
  'Lighthouse, demo home page, mobile (real service + built site, 3 runs):',
  () => runLighthouseBench(),
  formatLighthouseTable,
)

// The demo pages' documents and RSC payloads, entry stripped and whole (bench/page-payload-bench.ts;
// a few seconds).
results.payload = await step(
  'Page payload: the demo pages as browsers get them, the entry in the RSC payload stripped and whole:',
  () => runPagePayloadBench(),
  formatPagePayloadTable,
)

// Attacks on the service as users run it (bench/reliability/; about a minute).
results.reliability = await step(
  'Reliability: short, bounded attacks on the service as users run it',
  () => runReliabilityBench({ log: (line) => console.log(`  ${line}`) }),
  formatReliabilityTable,
)

// The experiment report over 10M events on SQLite and PostgreSQL, and tracking ingestion while
// it is read (bench/experiments/; seeding takes minutes; TESSERA_BENCH_EXPERIMENT_EVENTS sets
// the size).
const { runExperimentsBench } = await import('./experiments/experiments-bench.ts')
const { formatExperimentsTable } = await import('./experiments/experiments-table.ts')
const experiments = await step(
  'Experiment report (GET /api/v1/analytics/experiments/:id) and tracking ingestion, SQLite and PostgreSQL:',
  () => runExperimentsBench({ log: (line) => console.log(`  ${line}`) }),
  formatExperimentsTable,
)

// The visual editor in Chromium on 1,000 and 5,000 blocks (bench/editor/; a few minutes).
const { formatEditorTable, runEditorBench } = await import('./editor/editor-bench.ts')
const editor = await step(
  'Visual editor in Chromium (real service, built site and editor; pages of 1,000 and 5,000 blocks):',
  () => runEditorBench({ log: (line) => console.log(`  ${line}`) }),
  formatEditorTable,
)

console.log('\nSummary: ratios measured side by side in this run\n')
console.log(formatSummaryTable(results))
if (
  Object.values(results).some((result) => result instanceof Error) ||
  editor instanceof Error ||
  experiments instanceof Error
) {
  process.exitCode = 1
}
