/**
 * Renderer benchmark: server-render throughput of generated 100- and 1000-block pages for plain
 * React, Tessera, gen-1 and gen-2 (see `render-measure.ts`), measured in a child process with
 * NODE_ENV=production so that React runs its production build, as on a real server.
 * @module
 */
import { fork } from 'node:child_process'
import type { RenderChildReply } from './render-child.ts'
import type { RenderBenchOptions, RenderBenchResult } from './render-measure.ts'

export { formatRenderTable } from './render-table.ts'

/**
 * Measures every renderer at every page size (defaults: 100 and 1000 blocks, 1.5 s each after
 * 0.3 s of warm-up) in a fresh production-mode process.
 * @example
 * console.log(formatRenderTable(await runRenderBench()))
 */
export function runRenderBench(options: RenderBenchOptions = {}): Promise<RenderBenchResult> {
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
      else reject(new Error(`render benchmark failed: ${reply.error}`))
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`render benchmark child exited with code ${code}`))
    })
    child.send(options)
  })
}
