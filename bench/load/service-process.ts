/**
 * The content service as users run it, for the load benchmark: `tessera serve` in its own
 * process with its default settings (request logging on at the default level), its stdout and
 * stderr pipes drained by this process the way `npm start`, systemd or docker read them.
 * @module
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { CpuReport } from './report-cpu.ts'

const BIN = fileURLToPath(new URL('../../packages/server/bin/tessera.js', import.meta.url))
const REPORT_CPU = fileURLToPath(new URL('./report-cpu.ts', import.meta.url))

/** Settings of the service that the benchmark must not inherit from the shell running it. */
const SETTINGS = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'TESSERA_PUBLIC_KEY',
  'TESSERA_PRIVATE_KEY',
  'TESSERA_DEMO',
  'TESSERA_TRACK_RATE_LIMIT',
  'LOG_LEVEL',
]

export interface StartServiceProcessOptions {
  /** The SQLite file to serve. */
  filename: string
  /** Settings on top of the defaults (e.g. `TESSERA_PUBLIC_KEY`). Default none. */
  env?: Record<string, string>
  /** Give up when the service does not listen within this time, in ms. Default 30,000. */
  startTimeoutMs?: number
  /**
   * Write a V8 CPU profile of the service there when it exits (`--cpu-prof`; `NODE_OPTIONS` may
   * not carry it). Default `TESSERA_BENCH_CPU_PROF_DIR`, else none.
   */
  cpuProfDir?: string
}

/** A running `tessera serve` child. */
export interface ServiceProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** CPU time (user + system) the service process used so far, in µs. */
  cpuUs(): Promise<number>
  /** Bytes the service wrote to stdout and stderr so far (its logs), drained and dropped. */
  outputBytes(): number
  /** What it wrote to stderr (warnings and errors only; small). */
  stderr(): string
  /** SIGTERM, then resolves once it exited (it drains requests and flushes on the way). */
  stop(): Promise<{ code: number | null }>
}

/**
 * Starts `tessera serve --port 0 --host 127.0.0.1 -d <filename>` and resolves once it
 * announced its URL. stdout is read in chunks and counted, never split into lines, so that
 * reading it costs what a log collector's pipe costs, not more.
 */
export async function startServiceProcess(
  options: StartServiceProcessOptions,
): Promise<ServiceProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of SETTINGS) delete env[name]
  const args = ['serve', '--port', '0', '--host', '127.0.0.1', '-d', options.filename]
  const profDir = options.cpuProfDir ?? process.env.TESSERA_BENCH_CPU_PROF_DIR
  const profile = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []
  const node = [...profile, '--import', 'tsx', '--import', REPORT_CPU, BIN, ...args]
  const child = spawn(process.execPath, node, {
    env: { ...env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const { stdout, stderr: errors } = child
  if (!stdout || !errors) throw new Error('tessera serve: no output pipes')
  let bytes = 0
  let head = ''
  let stderr = ''
  errors.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    stderr += chunk.toString('utf8')
  })
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.once('exit', (code) => resolve({ code })),
  )
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`tessera serve did not start: ${head}${stderr}`)),
      options.startTimeoutMs ?? 30_000,
    )
    const onData = (chunk: Buffer) => {
      bytes += chunk.length
      head += chunk.toString('utf8')
      const match = /listening on (http:\/\/\S+)/.exec(head)
      if (!match?.[1]) return
      clearTimeout(timer)
      stdout.off('data', onData)
      stdout.on('data', (more: Buffer) => (bytes += more.length))
      resolve(match[1])
    }
    stdout.on('data', onData)
    void exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`tessera serve exited with ${code}: ${head}${stderr}`))
    })
  })
  return {
    origin,
    cpuUs: () =>
      new Promise((resolve, reject) => {
        child.once('message', (report: CpuReport) => resolve(report.cpuUs))
        child.send('cpu', (error) => error && reject(error))
      }),
    outputBytes: () => bytes,
    stderr: () => stderr,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
