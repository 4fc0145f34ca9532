import { API_VERSIONS } from '../constants.ts'
import type { ApiVersion } from '../constants.ts'
import { ValidationError } from '../errors.ts'
import { describeValue } from './describe-value.ts'

/** Whether `value` is an API version the content API accepts (`v1` or `v3`). */
export function isValidApiVersion(value: unknown): value is ApiVersion {
  return typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value)
}

/**
 * Returns `value` as an {@link ApiVersion}, or throws a `ValidationError` with code
 * `INVALID_API_VERSION`.
 * @example validateApiVersion('v2') // throws 'Invalid apiVersion: expected v1 or v3, received "v2"'
 */
export function validateApiVersion(value: unknown): ApiVersion {
  if (isValidApiVersion(value)) return value
  throw new ValidationError(
    `Invalid apiVersion: expected ${API_VERSIONS.join(' or ')}, received ${describeValue(value)}`,
    { code: 'INVALID_API_VERSION' },
  )
}
