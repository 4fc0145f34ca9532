import { createLogger } from '../logger.ts'
import { handleSignals } from './handle-signals.ts'

/**
 * Test fixture, run in a child process by `handle-signals.test.ts`: `<how> <count>` logs
 * `count` info lines with the default logger (asynchronous writes to stdout), then at once
 * either calls `process.exit(0)` (`exit`) or, with `handleSignals` installed, throws an error
 * nobody catches (`throw`).
 * @module
 */
const [how = 'exit', count = '1000'] = process.argv.slice(2)
const logger = createLogger()
handleSignals({ close: () => Promise.resolve(), logger, exit: (code) => process.exit(code) })
for (let i = 0; i < Number(count); i++) logger.info('line', { i })
if (how === 'exit') process.exit(0)
else
  setImmediate(() => {
    throw new Error('boom')
  })
