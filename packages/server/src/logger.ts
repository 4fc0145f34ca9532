/** Structured logging: one JSON object per line. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface CreateLoggerOptions {
  /** Where lines go. Default: `process.stdout` for info, `process.stderr` for warn/error. */
  write?: (line: string, level: 'info' | 'warn' | 'error') => void
  /** Drop info lines (tests). Default false. */
  quiet?: boolean
}

export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const write =
    options.write ??
    ((line: string, level: 'info' | 'warn' | 'error') =>
      (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`))
  const log =
    (level: 'info' | 'warn' | 'error') => (message: string, fields?: Record<string, unknown>) => {
      if (level === 'info' && options.quiet) return
      write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }), level)
    }
  return { info: log('info'), warn: log('warn'), error: log('error') }
}
