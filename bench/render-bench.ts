/**
 * Renderer benchmark: server-render throughput and HTML bytes of generated 100- and 1000-block
 * pages, static and with bindings, for plain React, Tessera, gen-1 and gen-2 (see
 * `render-measure.ts`), measured in child processes of one React version each (19, and 18 from
 * `bench/react18/`, installed on first use), taking turns, each with NODE_ENV=production so
 * that React runs its production build, as on a real server.
 * @module
 */
import { fork } from 'node:child_process'
import type { RenderChildReply, RenderChildRequest } from './render-child.ts'
import { ensureReact18 } from './react18-install.ts'
import { mergePasses } from './render-merge.ts'
import type { ReactMajor, RenderBenchOptions, RenderBenchResult } from './render-result.ts'

export { formatRenderTable } from './render-table.ts'

/** Measures the renderers on one React version in a fresh production-mode process. */
function runChild(react: ReactMajor, options: RenderBenchOptions): Promise<RenderBenchResult> {
  const child = fork(new URL('./render-child.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    let settled = false
    child.once('message', (reply: RenderChildReply) => {
      settled = true
      if (reply.ok) resolve(reply.result)
      else reject(new Error(`render benchmark failed on React ${react}: ${reply.error}`))
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`render benchmark child exited with code ${code}`))
    })
    const request: RenderChildRequest = { react, options }
    child.send(request)
  })
}

/**
 * Measures every renderer on every page on each React version (defaults: React 19 then 18;
 * 100 and 1000 blocks, static and with bindings; 1.5 s each after 0.3 s of warm-up), in
 * `passes` turns (default 2: 19, 18, 19, 18; each pass measures its share of the time, and the
 * passes' rates are averaged, see `render-merge.ts`). A React version whose child fails (React
 * 18 not installable offline, say) is listed in `failedRuns`; the benchmark fails when none
 * could be measured.
 * @example
 * console.log(formatRenderTable(await runRenderBench()))
 */
export async function runRenderBench(options: RenderBenchOptions = {}): Promise<RenderBenchResult> {
  const passes = Math.max(1, Math.floor(options.passes ?? 2))
  const perPass = { ...options, durationMs: (options.durationMs ?? 1500) / passes }
  const results = new Map<ReactMajor, RenderBenchResult[]>()
  const failedRuns: RenderBenchResult['failedRuns'] = []
  for (let pass = 0; pass < passes; pass++) {
    for (const react of options.reacts ?? [19, 18]) {
      if (failedRuns.some((run) => run.major === react)) continue
      try {
        if (react === 18) await ensureReact18()
        const result = await runChild(react, perPass)
        results.set(react, [...(results.get(react) ?? []), result])
      } catch (error) {
        results.delete(react)
        const text = error instanceof Error ? error.message : String(error)
        failedRuns.push({ major: react, error: text })
      }
    }
  }
  const [first] = [...results.values()].flat()
  if (first === undefined) {
    throw new Error(failedRuns.map((run) => run.error).join('\n') || 'no React version to run')
  }
  const runs = [...results.values()].map((list) => mergePasses(list.flatMap((item) => item.runs)))
  return { ...first, runs, failedRuns }
}
