import {
  ContentFetchError,
  DEFAULT_API_HOST,
  ValidationError,
  validateApiVersion,
} from '@tessera/core'

/**
 * Checks shared by every content request: the API version, the API key, the host and the
 * model. Each throws a typed error whose message names the bad value.
 * @module
 */

/** Returns `value` when it is `v1` or `v3`; throws core's INVALID_API_VERSION error otherwise. */
export const assertApiVersion = validateApiVersion

/** The error of a request made without an API key (gen-1's wording). */
export function missingApiKeyError(value: unknown): ContentFetchError {
  return new ContentFetchError(
    `Fetching content failed, expected apiKey to be defined instead got: ${String(value)}`,
    { code: 'MISSING_API_KEY' },
  )
}

/**
 * Returns `value` when it is a non-empty string.
 * @throws ContentFetchError with code `MISSING_API_KEY` otherwise.
 */
export function assertApiKey(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value
  throw missingApiKeyError(value)
}

/**
 * Returns `value` when it is a non-empty string.
 * @throws ValidationError otherwise.
 */
export function assertModel(value: unknown): string {
  if (typeof value === 'string' && value !== '') return value
  throw new ValidationError(
    `Invalid model: expected a non-empty string, received ${JSON.stringify(value) ?? String(value)}`,
  )
}

/**
 * Returns `value` when it is a non-negative integer.
 * @throws ValidationError otherwise.
 */
export function assertLimit(value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value
  throw new ValidationError(
    `Invalid limit: expected a non-negative integer, received ${JSON.stringify(value) ?? String(value)}`,
  )
}

/**
 * The API host without trailing slashes (default `DEFAULT_API_HOST`).
 * @throws ValidationError when it is not an absolute URL.
 */
export function normalizeApiHost(value: string | undefined): string {
  const host = (value ?? DEFAULT_API_HOST).replace(/\/+$/, '')
  try {
    new URL(host)
  } catch (cause) {
    throw new ValidationError(
      `Invalid apiHost: expected an absolute URL, received ${JSON.stringify(value)}`,
      { cause },
    )
  }
  return host
}
