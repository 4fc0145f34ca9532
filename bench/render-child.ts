/**
 * Child process of {@link runRenderBench}: started with NODE_ENV=production (React's production
 * build is chosen when React is first loaded, so it cannot be switched inside a running
 * process), measures the renderers for the options it is sent, answers and exits.
 * @module
 */
import { measureRenderers } from './render-measure.ts'
import type { RenderBenchOptions, RenderBenchResult } from './render-measure.ts'

/** The answer of the child. */
export type RenderChildReply =
  { ok: true; result: RenderBenchResult } | { ok: false; error: string }

process.once('message', (options: RenderBenchOptions) => {
  let reply: RenderChildReply
  try {
    if (process.env.NODE_ENV !== 'production') {
      throw new Error(`NODE_ENV must be "production", got ${String(process.env.NODE_ENV)}`)
    }
    reply = { ok: true, result: measureRenderers(options) }
  } catch (error) {
    reply = {
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }
  }
  process.send?.(reply, () => process.exit(0))
})
