/**
 * The content service as users run it: `node packages/server/bin/tessera.js serve` in its own
 * process, default settings (logs on, quotas and limits at their defaults), listening on
 * 127.0.0.1 and a free port, with the known keys below.
 * @module
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The public key of every service the reliability bench starts. */
export const PUBLIC_KEY = 'reliability-public-key'
/** The private key of every service the reliability bench starts. */
export const PRIVATE_KEY = 'reliability-private-key'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BIN = fileURLToPath(new URL('../../packages/server/bin/tessera.js', import.meta.url))
const LISTENING = /Tessera is listening on (http:\/\/\S+)/
/** Warn and error lines kept per process (the first ones: they show where trouble began). */
const MAX_KEPT_LINES = 50

export interface StartServiceOptions {
  /** `DATABASE_URL`: a SQLite file path or a `postgres://` URL. */
  databaseUrl: string
  /** Wait for the start-up line, in ms. Default 30 000 (tsx compiles the sources on start). */
  startTimeoutMs?: number
}

/** A running service process. */
export interface ServiceProcess {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  pid: number
  /** The first warn and error log lines the service wrote (stderr), e.g. a 500's cause. */
  errorLines(): string[]
  /** SIGKILL, as a crash or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM (a graceful stop), SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>
}

/** The bench's environment without the settings the CLI reads, plus the service's. */
function serviceEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (
      !/^(PORT|HOST|DATABASE_URL|TESSERA_.*|SMTP_URL|TRUSTED_HOSTS|FORM_RECIPIENTS)$/.test(name)
    ) {
      env[name] = value
    }
  }
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    TESSERA_PUBLIC_KEY: PUBLIC_KEY,
    TESSERA_PRIVATE_KEY: PRIVATE_KEY,
  }
}

/**
 * Starts the service and resolves once it announces its URL (it is listening then).
 * @throws Error when it exits first or does not start within `startTimeoutMs`
 */
export async function startServiceProcess(options: StartServiceOptions): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [BIN, 'serve'], {
    cwd: ROOT,
    env: serviceEnv(options.databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const kept: string[] = []
  let stdoutHead = ''
  let stderrTail = ''
  // Both pipes are read to the end: a full pipe would stall the service's logging, and it.
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000)
    for (const line of chunk.split('\n')) {
      if (line.trim() !== '' && kept.length < MAX_KEPT_LINES) kept.push(line)
    }
  })
  // A bench that ends on an error must not leave services running behind it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit)
      resolve()
    }),
  )
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not start within ${options.startTimeoutMs ?? 30_000} ms`),
      options.startTimeoutMs ?? 30_000,
    )
    function fail(why: string): void {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`tessera serve ${why}; stdout: ${stdoutHead}; stderr: ${stderrTail}`))
    }
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdoutHead.length < 4000) stdoutHead += chunk
      const match = LISTENING.exec(stdoutHead)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    void exited.then(() => fail('exited'))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    origin,
    pid: child.pid ?? 0,
    errorLines: () => [...kept],
    kill: () => end('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await end('SIGTERM')
      clearTimeout(timer)
    },
  }
}
