import type { TargetingAttribute } from './targeting-attributes.ts'
import type { FormQuotaConfig } from './forms/form-quota-config.ts'
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
  /**
   * HMAC secret of preview tokens. Empty (the default): `startServer` uses a random secret kept
   * in the database, so every instance on it accepts the others' tokens, across restarts.
   */
  previewSecret: string
  /** Largest accepted request body of JSON routes, in bytes. Default 1 MiB. */
  maxBodyBytes: number
  /**
   * Largest body of the write API (private key or an editor session: a whole page is sent on
   * each save, and a page of 5,000 blocks is about 1.8 MB of JSON). Default 16 MiB.
   */
  maxWriteBodyBytes: number
  /** Largest upload (images, form files), in bytes. Default 10 MiB. */
  maxUploadBytes: number
  /** Tracking requests per minute per client address. Default 600. */
  trackRateLimitPerMinute: number
  /**
   * Peers whose `X-Forwarded-For` is believed when telling clients apart (rate limits, quotas):
   * addresses, CIDR ranges, or `private`. Default none: the TCP peer is the client.
   */
  trustedProxies: string[]
  /** Limits of form submissions (see `readFormQuota`). */
  formQuota: FormQuotaConfig
  /**
   * SQLite's `synchronous` setting: `full` (default) makes every acknowledged write survive a
   * power loss; `normal` is faster in WAL mode but may lose the last writes on power loss
   * (never on a crash of the process alone).
   */
  sqliteSynchronous: 'normal' | 'full'
  /** The built editor (`apps/editor/dist`), served at `/editor/`. Default: none (no editor). */
  editorDir: string | undefined
  /** Where the website is, which the editor shows in its frame. Default: none. */
  siteUrl: string | undefined
  /**
   * Custom targeting attributes the site sets, offered by the editor's rules editor
   * (`TESSERA_TARGETING_ATTRIBUTES`). Default: none.
   */
  targetingAttributes?: TargetingAttribute[] | undefined
  /** Where people reach this service (links it prints). Default: `http://localhost:<port>`. */
  publicUrl: string | undefined
  /** Email of the admin account created on the first start. Default `admin@localhost`. */
  adminEmail: string
  /** Seed the demo content on first start. */
  demo: boolean
  /**
   * The lowest level logged (`LOG_LEVEL`): `info` writes one access line per request, `warn`
   * only those of 5xx answers and the warnings and errors. Default `info`.
   */
  logLevel: LogLevel
}
