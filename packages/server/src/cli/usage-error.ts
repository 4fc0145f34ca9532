import { ValidationError } from '@tessera/core'

/** Exit code of a command line that cannot be understood (bad command, option or argument). */
export const USAGE_EXIT_CODE = 2

/** Bad command-line usage: printed with a pointer to `--help`; the CLI exits with code 2. */
export class UsageError extends ValidationError {}
