import type { LogLevel } from './log-level.ts'

/**
 * Settings of the content service. `loadConfig(env, overrides)` reads them from the environment
 * (PORT, DATABASE_URL, TESSERA_PUBLIC_KEY, TESSERA_PRIVATE_KEY, SMTP_URL, TRUSTED_HOSTS,
 * TESSERA_PREVIEW_SECRET); CLI flags override the environment.
 */
export interface ServerConfig {
  /** Default 4000. */
  port: number
  /** Interface to listen on. Default `0.0.0.0`, so a load balancer can reach it. */
  host: string
  /** A SQLite file path (default `./data/tessera.db`) or a `postgres://` URL. */
  databaseUrl: string
  /** Keys to create (or keep) for the first space on start. */
  publicKey: string | undefined
  privateKey: string | undefined
  /** `smtp://user:pass@host:port`; form submissions are mailed only when set. */
  smtpUrl: string | undefined
  /**
   * Where form submissions may be mailed (`FORM_RECIPIENTS`, comma-separated): addresses
   * (`team@example.com`) or `@domain` patterns (`@example.com`). Default empty: the form-submit
   * endpoint then refuses every `to` (403), so it is never an open relay.
   */
  formRecipients: string[]
  /** Extra trusted editor hosts (comma-separated in TRUSTED_HOSTS). */
  trustedHosts: string[]
  /** HMAC secret of preview tokens; random per process when unset (tokens then die on restart). */
  previewSecret: string
  /** Largest accepted request body of JSON routes, in bytes. Default 1 MiB. */
  maxBodyBytes: number
  /** Largest upload (images, form files), in bytes. Default 10 MiB. */
  maxUploadBytes: number
  /** Tracking requests per minute per client address. Default 600. */
  trackRateLimitPerMinute: number
  /** Seed the demo content on first start. */
  demo: boolean
  /**
   * The lowest level logged (`LOG_LEVEL`): `info` writes one access line per request, `warn`
   * only those of 5xx answers and the warnings and errors. Default `info`.
   */
  logLevel: LogLevel
}
