import type { Logger } from '../logger.ts'

export interface HandleSignalsArgs {
  /** The graceful stop (`RunningServer.close`). */
  close: () => Promise<void>
  logger: Logger
  /** Ends the process (`process.exit`). */
  exit: (code: number) => void
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Makes the process stop gracefully on SIGTERM and SIGINT: `close()`, then waits for the logger
 * to write its buffered lines (it writes asynchronously), then `exit(0)`, or `exit(1)` when
 * closing failed. Also logs an uncaught exception at `fatal` before Node ends the process
 * (through `uncaughtExceptionMonitor`, which leaves Node's own handling as it is: the stack on
 * stderr, exit code 1); the logger's exit handler writes that line and those still buffered.
 */
export function handleSignals(args: HandleSignalsArgs): void {
  const { close, logger, exit } = args
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal })
    close().then(
      async () => {
        await logger.flush()
        exit(0)
      },
      async (error: unknown) => {
        logger.error('shutdown failed', { error: describe(error) })
        await logger.flush()
        exit(1)
      },
    )
  }
  // `once`: a second signal during shutdown gets Node's default (the process ends at once).
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    const stack = error instanceof Error ? error.stack : undefined
    logger.fatal('uncaught exception', { origin, error: describe(error), stack })
  })
}
