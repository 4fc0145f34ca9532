import { EDITOR_ORIGINS_VARIABLE, parseEditorOrigins } from './editor-origins.ts'

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
export interface ServiceConfig {
  /** `TESSERA_API_HOST`, without a trailing slash. Default: {@link DEFAULT_API_HOST}. */
  apiHost: string
  /** `TESSERA_PUBLIC_KEY`: the space's public API key. */
  apiKey: string
}

/** The site's settings: its content service and who may frame and drive it. */
export interface SiteConfig extends ServiceConfig {
  /**
   * `TESSERA_EDITOR_ORIGINS`: the editor origins allowed to frame the site and send it editor
   * messages (see `parseEditorOrigins`). Default: none.
   */
  editorOrigins: string[]
  /**
   * `NODE_ENV` is not `production` (`next dev`): an editor on `localhost` / `127.0.0.1` is then
   * trusted too, and the CSP allows what development builds need.
   */
  isDevelopment: boolean
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

/** Whether `env` is a development one (`NODE_ENV` other than `production`). */
export function isDevelopmentEnv(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NODE_ENV !== 'production'
}

/**
 * Reads the settings from `env` (default `process.env`).
 * @throws SiteConfigError when `TESSERA_PUBLIC_KEY` is missing or blank, or
 * `TESSERA_EDITOR_ORIGINS` lists something that is not an origin.
 */
export function readSiteConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): SiteConfig {
  const apiKey = env.TESSERA_PUBLIC_KEY?.trim() ?? ''
  if (apiKey === '') throw new SiteConfigError(MISSING_PUBLIC_KEY_MESSAGE)
  const apiHost = (env.TESSERA_API_HOST?.trim() || DEFAULT_API_HOST).replace(/\/+$/, '')
  const editors = parseEditorOrigins(env[EDITOR_ORIGINS_VARIABLE])
  if (!editors.ok) throw new SiteConfigError(editors.message)
  return { apiHost, apiKey, editorOrigins: editors.origins, isDevelopment: isDevelopmentEnv(env) }
}
