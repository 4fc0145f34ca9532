/**
 * Runs the benchmarks (`npm run bench` at the root) and prints their tables.
 * @module
 */
import { formatBenchTable, runEvaluatorBench } from './evaluator-bench.ts'

console.log('Safe evaluator vs engine (new Function), cache warm:\n')
console.log(formatBenchTable(runEvaluatorBench()))

// --- Content service under load (bench/server-bench.ts; about a minute) ---
{
  const { formatServerBenchTable, runServerBench } = await import('./server-bench.ts')
  console.log('\nContent API on SQLite under load, Tessera vs bare node:http (same bytes):\n')
  console.log(formatServerBenchTable(await runServerBench()))
}

// --- Renderer: server-render throughput (bench/render-bench.ts; about 20 s, own process) ---
{
  const { formatRenderTable, runRenderBench } = await import('./render-bench.ts')
  console.log(
    '\nServer render (renderToString, NODE_ENV=production): plain React, Tessera, gen-1, gen-2:\n',
  )
  console.log(formatRenderTable(await runRenderBench()))
}

// --- Renderer: client runtime size (bench/size-bench.ts; esbuild, minified, gzip -9) ---
{
  const { formatSizeTable, runSizeBench } = await import('./size-bench.ts')
  console.log(
    '\nClient runtime hydrating a page without widgets (esbuild, minified, production):\n',
  )
  console.log(formatSizeTable(await runSizeBench()))
}
