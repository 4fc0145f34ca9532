import { join } from 'node:path'
import { childEnv, startProcess } from '../../e2e/support/child-process.ts'
import type { TestProcess } from '../../e2e/support/child-process.ts'
import { freePort } from '../../scripts/start/free-port.ts'

/** The example apps' sites: the Next app's two routers and the Vite app. */
export type Site = 'next-app' | 'next-app (Pages Router)' | 'vite-app'

/** The built apps, started. */
export interface RunningApps {
  /** The base URL of each site (its home page is `${url}/`). */
  urls: Record<Site, string>
  processes: TestProcess[]
}

/**
 * Starts the built apps: `next start` (in `nextDir`, with `env`) and `vite preview` (in
 * `viteDir`), each on a free port. The Next app's Pages Router routes are under
 * `/pages-router` (its App Router takes the other paths).
 */
export async function startApps(
  nextDir: string,
  viteDir: string,
  env: Record<string, string>,
): Promise<RunningApps> {
  const [nextPort, vitePort] = [await freePort(), await freePort()]
  const next = startProcess(
    'next-app',
    process.execPath,
    [join(nextDir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(nextPort)],
    { cwd: nextDir, env: childEnv({ ...env, NODE_ENV: 'production' }) },
  )
  const preview = startProcess(
    'vite-app',
    process.execPath,
    [
      join(viteDir, 'node_modules/vite/bin/vite.js'),
      ...['preview', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'],
    ],
    { cwd: viteDir, env: childEnv({}) },
  )
  const processes = [next, preview]
  try {
    await Promise.all([next.waitFor(/Ready in/, 60_000), preview.waitFor(/Local:/, 60_000)])
  } catch (error) {
    await Promise.all(processes.map((started) => started.stop()))
    throw error
  }
  const nextUrl = `http://localhost:${nextPort}`
  return {
    urls: {
      'next-app': nextUrl,
      'next-app (Pages Router)': `${nextUrl}/pages-router`,
      'vite-app': `http://127.0.0.1:${vitePort}`,
    },
    processes,
  }
}
