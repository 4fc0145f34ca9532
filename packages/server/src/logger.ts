import pino from 'pino'
import { stdioDestination, writerDestination } from './log-destination.ts'
import type { LineLevel, LogDestination } from './log-destination.ts'
import type { LogLevel } from './log-level.ts'

export type { LineLevel } from './log-destination.ts'

/** Fields of a line besides `level`, `time` and `message`. */
export type LogFields = Record<string, unknown>

/**
 * Structured logging: one JSON object per line, `{"level":"info","time":<epoch ms>, …fields,
 * "message":"…"}`. Lines under the logger's level cost a function call and nothing else.
 */
export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
  /** The process cannot go on (an uncaught exception). */
  fatal(message: string, fields?: LogFields): void
  /**
   * Resolves once every line logged so far has been handed to the operating system (at most
   * a couple of seconds). Await it before a planned exit; lines still buffered at an
   * unplanned one are written synchronously by the exit handler.
   */
  flush(): Promise<void>
}

export interface CreateLoggerOptions {
  /** The lowest level written. Default `'info'` (`'warn'` with `quiet`). */
  level?: LogLevel
  /**
   * Receives each line synchronously, as JSON without the `\n`, with its level (tests, and
   * `runCli` with injected output). Default: lines below `warn` to stdout and the others to
   * stderr, written asynchronously (see `stdioDestination`).
   */
  write?: (line: string, level: LineLevel) => void
  /** Drop debug and info lines (tests): the same as `level: 'warn'`. Default false. */
  quiet?: boolean
}

/**
 * A {@link Logger} on pino: the JSON is built by pino's serializer (no spread, no
 * `Date#toISOString` per line) and written without blocking the request (asynchronously, see
 * `stdioDestination`).
 * @example
 * const logger = createLogger({ level: config.logLevel })
 * logger.info('tessera started', { url })
 */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const destination: LogDestination = options.write
    ? writerDestination(options.write)
    : stdioDestination()
  const log = pino(
    {
      level: options.level ?? (options.quiet ? 'warn' : 'info'),
      messageKey: 'message',
      // Lines carry what we log, not pid and hostname (the supervisor knows them).
      base: undefined,
      // Names, as before pino (`"level":"info"`); pino computes this once per level, not per line.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination.stream,
  )
  return {
    debug: (message, fields) => log.debug(fields, message),
    info: (message, fields) => log.info(fields, message),
    warn: (message, fields) => log.warn(fields, message),
    error: (message, fields) => log.error(fields, message),
    fatal: (message, fields) => log.fatal(fields, message),
    flush: () => destination.flush(),
  }
}
