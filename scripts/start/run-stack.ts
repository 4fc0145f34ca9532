import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'

/** Receives each line a process writes (without its line break), and the stream it came on. */
export type LineSink = (line: string, stream: 'stdout' | 'stderr') => void

/** One process of the stack. */
export interface StackProcess {
  name: string
  command: string
  args: string[]
  cwd?: string
  env: NodeJS.ProcessEnv
  /** Resolves once the process is ready (e.g. answers HTTP); rejects when it cannot be. */
  ready: (child: ChildProcess) => Promise<void>
  /**
   * Where its stdout and stderr go: `'inherit'`, this process's own (the child writes to the
   * terminal or pipe directly: no line of a busy service passes through this process), an open
   * file descriptor, `'ignore'`, or a {@link LineSink} that gets each line (to filter them).
   * Default `'inherit'`.
   */
  output?: 'inherit' | 'ignore' | number | LineSink
}

/** A running stack: resolves `done` with the exit code once every process has stopped. */
export interface RunningStack {
  done: Promise<number>
  /** Stops every process (SIGTERM, then SIGKILL after `graceMs`). */
  stop: () => void
}

/**
 * Starts `processes` in order, each once the previous is ready, their output going straight to
 * this process's stdout and stderr (see `StackProcess.output`); `log` gets the stack's own
 * messages. Stops them all (last first) on `stop()` or as soon as one exits on its own; `done`
 * resolves with 0 after a requested stop, 1 when a process failed or exited.
 */
export function runStack(
  processes: readonly StackProcess[],
  log: (line: string) => void,
  onReady: () => void,
  graceMs = 10_000,
): RunningStack {
  const children: ChildProcess[] = []
  let stopping = false
  let failed = false
  let resolveDone: (code: number) => void = () => {}
  const done = new Promise<number>((resolve) => (resolveDone = resolve))
  const running = () => children.filter((child) => child.exitCode === null && !child.signalCode)

  const finishIfIdle = () => {
    if (running().length === 0) resolveDone(failed ? 1 : 0)
  }
  const stop = () => {
    if (stopping) return finishIfIdle()
    stopping = true
    for (const child of [...running()].reverse()) {
      child.kill('SIGTERM')
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), graceMs).unref()
    }
    finishIfIdle()
  }
  const fail = (message: string) => {
    if (!stopping) log(message)
    failed = failed || !stopping
    stop()
  }

  const start = async () => {
    for (const spec of processes) {
      if (stopping) return
      const output = spec.output ?? 'inherit'
      const stdio = typeof output === 'function' ? 'pipe' : output
      const child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', stdio, stdio],
      })
      if (typeof output === 'function') {
        forwardLines(child.stdout, (line) => output(line, 'stdout'))
        forwardLines(child.stderr, (line) => output(line, 'stderr'))
      }
      children.push(child)
      child.on('exit', (code, signal) => {
        if (!stopping) fail(`${spec.name} exited (${signal ?? `code ${code}`}); stopping`)
        finishIfIdle()
      })
      child.on('error', (error) => fail(`${spec.name} could not start: ${error.message}`))
      await spec.ready(child)
    }
    if (!stopping) onReady()
  }
  start().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
  return { done, stop }
}

function forwardLines(stream: Readable | null, sink: (line: string) => void): void {
  if (stream !== null) createInterface({ input: stream, crlfDelay: Infinity }).on('line', sink)
}
