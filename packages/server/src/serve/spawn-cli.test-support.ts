import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The repository root: child processes run there, so `tsx` and the workspace resolve. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** A child process of the CLI with its output collected. */
export interface SpawnedCli {
  stdout: () => string
  stderr: () => string
  /** Resolves with the first match of `pattern` in stdout (rejects after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  kill(signal: NodeJS.Signals): void
}

/** The environment of the test run without the settings the CLI reads. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'PORT',
    'HOST',
    'DATABASE_URL',
    'TESSERA_PUBLIC_KEY',
    'TESSERA_PRIVATE_KEY',
    'TESSERA_DEMO',
    'LOG_LEVEL',
  ]) {
    delete env[name]
  }
  return { ...env, ...extra }
}

/**
 * Starts `node <nodeArgs…>` in the repository root, for tests that run the CLI as a real
 * process (e.g. `spawnCli(['packages/server/bin/tessera.js', 'keys', '-d', file])`).
 */
export function spawnCli(nodeArgs: string[], env: Record<string, string> = {}): SpawnedCli {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: REPO_ROOT,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const waiters = new Set<() => void>()
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8')
    for (const check of waiters) check()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    kill: (signal) => void child.kill(signal),
    waitFor(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(`timed out waiting for ${pattern}; stdout: ${stdout}; stderr: ${stderr}`),
          )
        }, timeoutMs)
        const check = () => {
          const match = pattern.exec(stdout)
          if (!match) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(match)
        }
        waiters.add(check)
        check()
        void exited.then(() => {
          if (!waiters.has(check)) return
          clearTimeout(timer)
          waiters.delete(check)
          reject(new Error(`exited before ${pattern}; stdout: ${stdout}; stderr: ${stderr}`))
        })
      })
    },
  }
}
