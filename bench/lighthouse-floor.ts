/**
 * The Lighthouse benchmark's baseline: a bare Next.js App Router page with one client
 * component (bench/fixtures/next-floor), built with the repository's `next` and audited in the
 * same run as the demo. What it scores is the framework's floor on this machine: the demo
 * cannot load less JavaScript than Next.js and React do.
 * @module
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../scripts/start/free-port.ts'
import { nextBuildReason } from '../scripts/start/site-build.ts'
import { waitForHttp } from '../scripts/start/wait-for-http.ts'
import { startAudited } from './lighthouse-stack.ts'
import type { RunningDemo } from './lighthouse-stack.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
/** The fixture app, relative to the repository root. */
export const FLOOR_DIR = 'bench/fixtures/next-floor'
/** What its build reads. */
const FLOOR_INPUTS = [
  `${FLOOR_DIR}/src`,
  `${FLOOR_DIR}/next.config.ts`,
  `${FLOOR_DIR}/package.json`,
  `${FLOOR_DIR}/tsconfig.json`,
  'package-lock.json',
]

/** Builds the fixture when its build is missing or stale, then starts it on a free port. */
export async function startNextFloor(log: (line: string) => void): Promise<RunningDemo> {
  const dir = join(ROOT, FLOOR_DIR)
  const nextBin = createRequire(join(ROOT, 'apps/site/package.json')).resolve('next/dist/bin/next')
  const reason = nextBuildReason(ROOT, FLOOR_DIR, FLOOR_INPUTS)
  if (reason !== undefined) {
    log(`Building the bare Next.js page (${reason})…`)
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: 'inherit' })
    if (build.status !== 0)
      throw new Error(`next build of ${FLOOR_DIR} failed (exit ${build.status})`)
  }
  const port = await freePort()
  const url = `http://localhost:${port}/`
  const floor = {
    name: 'next-floor',
    command: process.execPath,
    args: [nextBin, 'start', '-p', String(port)],
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    ready: (child: Parameters<typeof waitForHttp>[1]) => waitForHttp(url, child),
  }
  return startAudited([floor], url, log)
}
