/**
 * The official Builder SDKs on React 18 for the renderer benchmark: `bench/react18/` holds its
 * own package.json and lock (not a workspace, so the root install and `npm ci` never see it),
 * installed with `npm ci` by the benchmark when its `node_modules` is missing or was installed
 * from another lock (a stamp of the lock's hash is kept in `node_modules`). isolated-vm is the
 * workspace's stub there too (`tools/isolated-vm-stub`, through an npm override), since
 * isolated-vm@6 does not build on Node 20.
 * @module
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

/** The folder of the React 18 install. */
export const REACT18_DIR = fileURLToPath(new URL('./react18/', import.meta.url))

const STAMP = join(REACT18_DIR, 'node_modules', '.tessera-lock.sha256')

/** A file URL inside the React 18 install, for resolving its packages. */
export function react18ParentUrl(): string {
  return pathToFileURL(join(REACT18_DIR, 'package.json')).href
}

function lockHash(): string {
  return createHash('sha256')
    .update(readFileSync(join(REACT18_DIR, 'package.json')))
    .update(readFileSync(join(REACT18_DIR, 'package-lock.json')))
    .digest('hex')
}

/** Whether `bench/react18/node_modules` was installed from the current package.json and lock. */
export function isReact18Installed(): boolean {
  return existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === lockHash()
}

/**
 * The environment of the `npm ci`: this process's without npm's own variables (`npm run bench
 * --workspace bench` sets some, which would point the install at the workspace).
 */
export function installEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  )
}

/**
 * Installs `bench/react18/` (`npm ci`, from the registry npm is configured with) unless it is
 * installed from the current lock already. About 10 s and 77 packages the first time.
 */
export async function ensureReact18(log: (line: string) => void = console.log): Promise<void> {
  if (isReact18Installed()) return
  log('Installing the official SDKs on React 18 in bench/react18 (npm ci, first run only)…')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  await promisify(execFile)(
    npm,
    ['ci', '--workspaces=false', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: REACT18_DIR, env: installEnv(process.env), maxBuffer: 16 * 1024 * 1024 },
  )
  writeFileSync(STAMP, `${lockHash()}\n`)
}
