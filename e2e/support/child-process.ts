import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

/** A process started for the tests, with its output kept for error messages. */
export interface TestProcess {
  child: ChildProcess
  /** Everything it printed (stdout and stderr), last 200 lines. */
  output: string[]
  /** Resolves with the first match of `pattern` in its output (rejects when it exits first). */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>
}

/** Environment variables of the parent that must not leak into the started processes. */
const DROPPED_ENV = ['PORT', 'HOST', 'DATABASE_URL', 'SMTP_URL', 'TESSERA_DEMO', 'NODE_OPTIONS']

/** The parent's environment without {@link DROPPED_ENV}, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of DROPPED_ENV) delete env[name]
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name]
  return { ...env, ...extra }
}

/**
 * Starts `command` with `args`, collecting its output. Used for the content service and the
 * site, which the suite runs as real processes.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): TestProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'pipe' })
  const output: string[] = []
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    // Colour codes are dropped: a process that colours its output (FORCE_COLOR in CI) would
    // otherwise split words the tests wait for, as in `Local` + colour reset + `:`.
    const text = stripVTControlCharacters(chunk.toString())
    for (const line of text.split('\n')) if (line.trim()) output.push(line)
    output.splice(0, Math.max(0, output.length - 200))
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const hasExited = () => child.exitCode !== null || child.signalCode !== null

  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const finish = (error?: Error, match?: RegExpMatchArray) => {
        listeners.delete(check)
        clearTimeout(timer)
        if (match) resolve(match)
        else reject(error)
      }
      const fail = (why: string) =>
        finish(new Error(`${name} ${why}:\n${output.slice(-30).join('\n')}`))
      const check = () => {
        const match = output.join('\n').match(pattern)
        if (match) finish(undefined, match)
        else if (hasExited()) fail(`exited (code ${child.exitCode}) before printing ${pattern}`)
      }
      const timer = setTimeout(() => fail(`printed no ${pattern} in ${timeoutMs} ms`), timeoutMs)
      listeners.add(check)
      void exited.then(check)
      check()
    })

  const stop = async (graceMs = 10_000) => {
    if (hasExited()) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }
  return { child, output, waitFor, stop }
}
