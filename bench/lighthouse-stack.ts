/**
 * The demo as the Lighthouse benchmark audits it: the content service (`tessera serve --demo`,
 * fresh SQLite file, fixed keys) and the built site (`next start`; `next build` first when
 * apps/site has no build), both on free ports, started with `runStack` (scripts/start).
 * @module
 */
import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../scripts/start/free-port.ts'
import { runStack } from '../scripts/start/run-stack.ts'
import type { StackProcess } from '../scripts/start/run-stack.ts'
import { siteBuildReason } from '../scripts/start/site-build.ts'
import { waitForHttp } from '../scripts/start/wait-for-http.ts'
import { serviceCommand, serviceOrigin, siteCommand, siteUrl } from './lighthouse-args.ts'
import type { StackPlan } from './lighthouse-args.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SITE_DIR = join(ROOT, 'apps/site')

/** The running service and site (or another audited app). */
export interface RunningDemo {
  /** The page to audit (the demo's home page). */
  url: string
  /** Stops both processes and removes the database. */
  stop(): Promise<void>
}

/** Builds the site (`next build`) when its build is missing or stale (`siteBuildReason`). */
function ensureSiteBuild(nextBin: string, log: (line: string) => void): void {
  const reason = siteBuildReason(ROOT)
  if (reason === undefined) return
  log(`Building the site (${reason})…`)
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: SITE_DIR, stdio: 'inherit' })
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`)
}

/**
 * Starts `processes` (each once the previous is ready) and resolves once `url` answers 200
 * (fetched three times, so the first audit does not meet cold caches). Their output goes to a
 * temporary file, printed through `log` (its last lines) only when they fail to start.
 * `cleanup` runs after they have stopped.
 * @throws Error when a process exits or `url` does not answer 200
 */
export async function startAudited(
  processes: readonly StackProcess[],
  url: string,
  log: (line: string) => void,
  cleanup: () => void = () => {},
): Promise<RunningDemo> {
  const outputDir = mkdtempSync(join(tmpdir(), 'tessera-audited-'))
  const outputFile = join(outputDir, 'output.log')
  const output = openSync(outputFile, 'a')
  const messages: string[] = []
  let onReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  const stack = runStack(
    processes.map((spec) => ({ ...spec, output })),
    (line) => messages.push(line),
    onReady,
  )
  const stop = async () => {
    stack.stop()
    await stack.done
    closeSync(output)
    rmSync(outputDir, { recursive: true, force: true })
    cleanup()
  }
  let started = false
  try {
    const exited = stack.done.then(() => {
      if (!started) throw new Error(`${processes.map((p) => p.name).join(' or ')} stopped early`)
    })
    await Promise.race([ready, exited])
    started = true
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url)
      await response.text()
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    }
  } catch (error) {
    const lines = readFileSync(outputFile, 'utf8').trimEnd().split('\n')
    for (const line of [...lines.slice(-30), ...messages]) log(line)
    await stop()
    throw error
  }
  return { url, stop }
}

/** Starts the service, then the site, on free ports (see {@link startAudited}). */
export async function startDemo(log: (line: string) => void): Promise<RunningDemo> {
  const nextBin = createRequire(join(SITE_DIR, 'package.json')).resolve('next/dist/bin/next')
  ensureSiteBuild(nextBin, log)
  const dir = mkdtempSync(join(tmpdir(), 'tessera-lighthouse-'))
  const plan: StackPlan = {
    servicePort: await freePort(),
    sitePort: await freePort(),
    database: join(dir, 'demo.db'),
    serviceBin: join(ROOT, 'packages/server/bin/tessera.js'),
    nextBin,
  }
  const processes: StackProcess[] = [
    {
      name: 'service',
      command: process.execPath,
      ...serviceCommand(plan),
      ready: (child) => waitForHttp(`${serviceOrigin(plan)}/health`, child),
    },
    {
      name: 'site',
      command: process.execPath,
      ...siteCommand(plan),
      cwd: SITE_DIR,
      ready: (child) => waitForHttp(siteUrl(plan), child),
    },
  ]
  return startAudited(processes, siteUrl(plan), log, () =>
    rmSync(dir, { recursive: true, force: true }),
  )
}
