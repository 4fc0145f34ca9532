import { ValidationError } from '@tessera/core'
import type { ServerConfig } from '../config.ts'
import { loadConfig } from '../load-config.ts'
import { createLogger } from '../logger.ts'
import type { LineLevel } from '../logger.ts'
import { ensureSpace } from '../serve/ensure-space.ts'
import { startServer } from '../serve/start-server.ts'
import type { RunningServer, StartServerOptions } from '../serve/start-server.ts'
import { createdKeyLines } from '../serve/startup-lines.ts'
import { openStore } from '../store/open-store.ts'
import type { ContentStore } from '../store/types.ts'
import { exportContent } from './export-content.ts'
import { helpText } from './help-text.ts'
import { importContent } from './import-content.ts'
import { keysCommand } from './keys-command.ts'
import { usersCommand } from './users-command.ts'
import { parseCliArgs } from './parse-cli-args.ts'
import type { CliInvocation, CommandName } from './parse-cli-args.ts'
import { USAGE_EXIT_CODE, UsageError } from './usage-error.ts'

export interface RunCliOptions {
  /** Settings (PORT, DATABASE_URL, …); flags override them. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>
  /**
   * Receives each line of normal output (and the JSON logs of `serve` below `warn`).
   * Default: stdout (the logs through pino's asynchronous writer).
   */
  stdout?: (line: string) => void
  /** Receives each error line (and the warn/error/fatal logs of `serve`). Default: stderr. */
  stderr?: (line: string) => void
  /** More options of `serve` (extra routes, shutdown hooks…); `handleSignals` defaults to true. */
  serve?: Omit<Partial<StartServerOptions>, 'config' | 'logger' | 'print'>
}

/** How a command ended: the exit code, and for `serve` the running server (still running). */
export interface CliResult {
  exitCode: number
  server?: RunningServer
}

type Print = (line: string) => void

/** Levels of the log lines that go to stderr. */
const PROBLEMS: ReadonlySet<LineLevel> = new Set(['warn', 'error', 'fatal'])

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

async function withSpace(
  config: ServerConfig,
  invocation: CliInvocation,
  print: Print,
  run: (store: ContentStore, spaceId: string) => Promise<number>,
): Promise<number> {
  const store = await openStore(config.databaseUrl, { synchronous: config.sqliteSynchronous })
  try {
    await store.migrate()
    const wanted = invocation.options.space
    if (wanted !== undefined) {
      const spaces = await store.listSpaces()
      if (!spaces.some((space) => space.id === wanted)) {
        throw new ValidationError(`Space "${wanted}" not found`)
      }
      return await run(store, wanted)
    }
    const ensured = await ensureSpace({
      store,
      publicKey: config.publicKey,
      privateKey: config.privateKey,
    })
    for (const line of createdKeyLines(ensured)) print(line)
    return await run(store, ensured.space.id)
  } finally {
    await store.close()
  }
}

async function runImport(
  store: ContentStore,
  spaceId: string,
  invocation: CliInvocation,
  out: Print,
  err: Print,
): Promise<number> {
  const report = await importContent({
    store,
    spaceId,
    path: invocation.target ?? '',
    ...(invocation.options.model === undefined ? {} : { model: invocation.options.model }),
  })
  for (const { file, message } of report.errors) err(`tessera: ${file}: ${message}`)
  const entries = count(report.created + report.updated, 'entry', 'entries')
  out(
    `Imported ${entries} from ${report.files - report.errors.length} of ${report.files} files into space "${spaceId}": ${report.created} created, ${report.updated} updated, ${report.published} published, ${count(report.assets, 'asset file', 'asset files')}`,
  )
  return report.errors.length > 0 ? 1 : 0
}

async function runCommand(
  invocation: CliInvocation,
  options: RunCliOptions,
  out: Print,
  err: Print,
): Promise<CliResult> {
  if (invocation.command === 'help') {
    out(helpText(invocation.target as CommandName | undefined))
    return { exitCode: 0 }
  }
  const flags = invocation.options
  const config = loadConfig(options.env ?? process.env, {
    databaseUrl: flags.database,
    port: flags.port,
    host: flags.host,
    demo: flags.demo,
  })
  switch (invocation.command) {
    case 'serve': {
      // Injected output gets each line as it is logged; otherwise pino writes to stdout and
      // stderr asynchronously, which keeps logging off the request path.
      const isInjected = options.stdout !== undefined || options.stderr !== undefined
      const logger = createLogger({
        level: config.logLevel,
        ...(isInjected ? { write: (line, level) => (PROBLEMS.has(level) ? err : out)(line) } : {}),
      })
      const server = await startServer({
        handleSignals: true,
        ...options.serve,
        config,
        logger,
        print: out,
      })
      return { exitCode: 0, server }
    }
    case 'migrate': {
      const store = await openStore(config.databaseUrl, { synchronous: config.sqliteSynchronous })
      try {
        await store.migrate()
      } finally {
        await store.close()
      }
      out(`The ${store.kind} database is up to date`)
      return { exitCode: 0 }
    }
    case 'keys':
      return {
        exitCode: await withSpace(config, invocation, out, async (store, spaceId) => {
          await keysCommand({
            store,
            spaceId,
            action: invocation.target === 'create' ? 'create' : 'list',
            ...(flags.kind === undefined ? {} : { kind: flags.kind }),
            ...(flags.name === undefined ? {} : { name: flags.name }),
            print: out,
          })
          return 0
        }),
      }
    case 'users':
      return {
        exitCode: await withSpace(config, invocation, out, async (store, spaceId) => {
          await usersCommand({
            store,
            spaceId,
            action: invocation.target as 'list' | 'create' | 'link',
            ...(flags.email === undefined ? {} : { email: flags.email }),
            ...(flags.role === undefined ? {} : { role: flags.role }),
            ...(flags.name === undefined ? {} : { name: flags.name }),
            baseUrl: flags.url ?? config.publicUrl ?? `http://localhost:${config.port}`,
            now: Date.now(),
            print: out,
          })
          return 0
        }),
      }
    case 'import':
      return {
        exitCode: await withSpace(config, invocation, out, (store, spaceId) =>
          runImport(store, spaceId, invocation, out, err),
        ),
      }
    case 'export':
      return {
        exitCode: await withSpace(config, invocation, out, async (store, spaceId) => {
          const dir = invocation.target ?? ''
          const report = await exportContent({ store, spaceId, dir })
          const what = `${count(report.entries, 'entry', 'entries')} of ${count(report.models, 'model', 'models')} and ${count(report.assets, 'asset file', 'asset files')}`
          out(`Exported ${what} from space "${spaceId}" to ${dir}`)
          return 0
        }),
      }
  }
}

/**
 * Runs `tessera <argv>` (arguments after the script name) and resolves with the exit code:
 * 0 on success, 1 when the command failed (the reason is printed to stderr as
 * `tessera: <message>`), 2 for bad usage (unknown command or option, bad value). `serve`
 * resolves once listening, with the server: it then stops on SIGTERM/SIGINT (or `close()`).
 * @example
 * const { exitCode } = await runCli(['export', './backup'], { env: process.env })
 */
export async function runCli(
  argv: readonly string[],
  options: RunCliOptions = {},
): Promise<CliResult> {
  const out = options.stdout ?? ((line: string) => process.stdout.write(`${line}\n`))
  const err = options.stderr ?? ((line: string) => process.stderr.write(`${line}\n`))
  try {
    return await runCommand(parseCliArgs(argv), options, out, err)
  } catch (error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    err(`tessera: ${message}`)
    if (error instanceof UsageError) {
      err('Run "tessera help" for usage.')
      return { exitCode: USAGE_EXIT_CODE }
    }
    return { exitCode: 1 }
  }
}
