/**
 * Child process of {@link runRenderBench}: started with NODE_ENV=production (React's production
 * build is chosen when React is first loaded, so it cannot be switched inside a running
 * process), on the React version it is sent (18: React and the official SDKs resolve from
 * `bench/react18/`, see `react18-resolve.ts`), measures the renderers, answers and exits.
 * @module
 */
import { register } from 'node:module'
import type { RenderBenchOptions, RenderBenchResult, ReactMajor } from './render-result.ts'
import { react18ParentUrl } from './react18-install.ts'
import type { React18HookData } from './react18-resolve.ts'

/** What the child is sent. */
export interface RenderChildRequest {
  react: ReactMajor
  options: RenderBenchOptions
}

/** The answer of the child. */
export type RenderChildReply =
  { ok: true; result: RenderBenchResult } | { ok: false; error: string }

async function measure({ react, options }: RenderChildRequest): Promise<RenderBenchResult> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(`NODE_ENV must be "production", got ${String(process.env.NODE_ENV)}`)
  }
  if (react === 18) {
    const data: React18HookData = { parentURL: react18ParentUrl() }
    register('./react18-resolve.ts', import.meta.url, { data })
  }
  // Loaded only now, after the hook: React is chosen when it is first imported.
  const { loadedReactMajor, measureRenderers } = await import('./render-measure.ts')
  if (loadedReactMajor() !== react) {
    throw new Error(`asked for React ${react}, loaded React ${loadedReactMajor()}`)
  }
  return measureRenderers(options)
}

process.once('message', (request: RenderChildRequest) => {
  void measure(request)
    .then((result): RenderChildReply => ({ ok: true, result }))
    .catch((error: unknown): RenderChildReply => ({
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }))
    .then((reply) => process.send?.(reply, () => process.exit(0)))
})
