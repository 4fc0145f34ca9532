/**
 * The site's settings, read from the environment at request time (never inlined at build time,
 * so one build serves any content service).
 * @module
 */

/** Where the content service is when `TESSERA_API_HOST` is unset. */
export const DEFAULT_API_HOST = 'http://localhost:4000'

/** How long a content request may take before the page fails with a 500 (milliseconds). */
export const FETCH_TIMEOUT_MS = 5_000

/** The content service the site reads from. */
export interface SiteConfig {
  /** `TESSERA_API_HOST`, without a trailing slash. Default: {@link DEFAULT_API_HOST}. */
  apiHost: string
  /** `TESSERA_PUBLIC_KEY`: the space's public API key. */
  apiKey: string
}

/** The message of the 500 page when the public key is missing (names the variable). */
export const MISSING_PUBLIC_KEY_MESSAGE =
  'The site is not configured: set the environment variable TESSERA_PUBLIC_KEY to the public API key of the content space.'

/** Thrown by {@link readSiteConfig} when a required variable is missing. */
export class SiteConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SiteConfigError'
  }
}

/**
 * Reads the settings from `env` (default `process.env`).
 * @throws SiteConfigError when `TESSERA_PUBLIC_KEY` is missing or blank.
 */
export function readSiteConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const apiKey = env.TESSERA_PUBLIC_KEY?.trim() ?? ''
  if (apiKey === '') throw new SiteConfigError(MISSING_PUBLIC_KEY_MESSAGE)
  const apiHost = (env.TESSERA_API_HOST?.trim() || DEFAULT_API_HOST).replace(/\/+$/, '')
  return { apiHost, apiKey } satisfies SiteConfig
}
