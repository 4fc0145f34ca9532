import { runCli } from './run-cli.ts'

/**
 * The `tessera` executable (started by bin/tessera.js): runs the command line and sets the
 * exit code. `serve` keeps the process alive until SIGTERM/SIGINT.
 * @module
 */
const result = await runCli(process.argv.slice(2))
process.exitCode = result.exitCode
