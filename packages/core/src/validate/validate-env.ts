import { VALID_ENVS } from '../constants.ts'
import type { BuilderEnv } from '../constants.ts'
import { ValidationError } from '../errors.ts'
import { describeValue } from './describe-value.ts'

/** Whether `value` is one of the environments `builder.env` / `builder.api` accept. */
export function isValidEnv(value: unknown): value is BuilderEnv {
  return typeof value === 'string' && (VALID_ENVS as readonly string[]).includes(value)
}

/**
 * Returns `value` as a {@link BuilderEnv}, or throws a `ValidationError` with code `INVALID_ENV`
 * listing the valid environments.
 * @example validateEnv('nope') // throws 'Invalid env: expected one of production, …, received "nope"'
 */
export function validateEnv(value: unknown): BuilderEnv {
  if (isValidEnv(value)) return value
  throw new ValidationError(
    `Invalid env: expected one of ${VALID_ENVS.join(', ')}, received ${describeValue(value)}`,
    { code: 'INVALID_ENV' },
  )
}
