import { parseTargetingAttributes } from './targeting-attributes.ts'
import { bundledEditorDir } from './bundled-editor.ts'
import type { TargetingAttribute } from './targeting-attributes.ts'
import { ValidationError } from '@tessera/core'
import type { ServerConfig } from './config.ts'
import { readFormQuota } from './forms/form-quota-config.ts'
import { isLogLevel, LOG_LEVELS } from './log-level.ts'
import type { LogLevel } from './log-level.ts'
import { read, readBoolean, readInteger, readList, readUrl } from './read-env.ts'
import type { Env } from './read-env.ts'
import { parseTrustedProxies } from './tracking/client-address.ts'

/** Defaults of every setting that has one. */
export const CONFIG_DEFAULTS = {
  port: 4000,
  host: '0.0.0.0',
  databaseUrl: './data/tessera.db',
  maxBodyBytes: 1024 * 1024,
  maxWriteBodyBytes: 16 * 1024 * 1024,
  maxUploadBytes: 10 * 1024 * 1024,
  trackRateLimitPerMinute: 600,
  logLevel: 'info',
} as const

function readLogLevel(env: Env, name: string, fallback: LogLevel): LogLevel {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  const level = raw.toLowerCase()
  if (!isLogLevel(level)) {
    throw new ValidationError(`Invalid ${name} "${raw}": expected one of ${LOG_LEVELS.join(', ')}`)
  }
  return level
}

/**
 * Reads the service settings from the environment, then applies `overrides` (CLI flags).
 *
 * | variable | setting | default |
 * |---|---|---|
 * | `PORT` | port | 4000 |
 * | `HOST` | host | `0.0.0.0` |
 * | `DATABASE_URL` | databaseUrl (SQLite path or `postgres://`) | `./data/tessera.db` |
 * | `TESSERA_PUBLIC_KEY`, `TESSERA_PRIVATE_KEY` | publicKey, privateKey | unset |
 * | `SMTP_URL` | smtpUrl (`smtp:`/`smtps:`) | unset |
 * | `TRUSTED_HOSTS` | trustedHosts (comma-separated) | `[]` |
 * | `FORM_RECIPIENTS` | formRecipients: addresses or `@domain` patterns email-mode forms may mail (comma-separated) | `[]` (email mode refused) |
 * | `TESSERA_PREVIEW_SECRET` | previewSecret | `''`: a random one kept in the database, shared by every instance |
 * | `TESSERA_MAX_BODY_BYTES` | maxBodyBytes | 1 MiB |
 * | `TESSERA_MAX_WRITE_BODY_BYTES` | maxWriteBodyBytes | 16 MiB |
 * | `TESSERA_MAX_UPLOAD_BYTES` | maxUploadBytes | 10 MiB |
 * | `TESSERA_TRACK_RATE_LIMIT` | trackRateLimitPerMinute | 600 |
 * | `TESSERA_TRUSTED_PROXIES` | trustedProxies: addresses, CIDR ranges or `private` whose `X-Forwarded-For` is believed (comma-separated) | `[]` (none) |
 * | `TESSERA_FORM_*` | formQuota (see `readFormQuota`) | 10/min and 50 MiB/h per client, 1,000/h and 500 MiB/h per space, 2 GiB stored |
 * | `TESSERA_SQLITE_SYNCHRONOUS` | sqliteSynchronous (`normal` or `full`) | `full` |
 * | `TESSERA_EDITOR_DIR` | editorDir: the built editor, served at `/editor/` | the one the installed package ships, else unset |
 * | `TESSERA_SITE_URL` | siteUrl: the website the editor frames | unset |
 * | `TESSERA_TARGETING_ATTRIBUTES` | targetingAttributes: custom attributes for the rules editor (`plan=free\|pro,country`) | unset |
 * | `TESSERA_PUBLIC_URL` | publicUrl: this service as people reach it | `http://localhost:<port>` |
 * | `TESSERA_ADMIN_EMAIL` | adminEmail of the first admin | `admin@localhost` |
 * | `TESSERA_DEMO` | demo (`true`/`false`) | false |
 * | `LOG_LEVEL` | logLevel: `trace`, `debug`, `info`, `warn`, `error`, `fatal` or `silent` (`info` logs one line per request, `warn` only failed ones) | `info` |
 *
 * Blank variables count as unset. A malformed value throws a `ValidationError` naming the
 * variable, e.g. `Invalid PORT "abc": expected an integer from 0 to 65535`.
 * @example
 * const config = loadConfig(process.env, { port: 8080 })
 */
export function loadConfig(
  env: Env = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const config: ServerConfig = {
    port: readInteger(env, 'PORT', CONFIG_DEFAULTS.port, 0, 65535),
    host: read(env, 'HOST') ?? CONFIG_DEFAULTS.host,
    databaseUrl: read(env, 'DATABASE_URL') ?? CONFIG_DEFAULTS.databaseUrl,
    publicKey: read(env, 'TESSERA_PUBLIC_KEY'),
    privateKey: read(env, 'TESSERA_PRIVATE_KEY'),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    trustedHosts: readList(env, 'TRUSTED_HOSTS'),
    formRecipients: readList(env, 'FORM_RECIPIENTS'),
    previewSecret: read(env, 'TESSERA_PREVIEW_SECRET') ?? '',
    maxBodyBytes: readInteger(
      env,
      'TESSERA_MAX_BODY_BYTES',
      CONFIG_DEFAULTS.maxBodyBytes,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    maxWriteBodyBytes: readInteger(
      env,
      'TESSERA_MAX_WRITE_BODY_BYTES',
      CONFIG_DEFAULTS.maxWriteBodyBytes,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    maxUploadBytes: readInteger(
      env,
      'TESSERA_MAX_UPLOAD_BYTES',
      CONFIG_DEFAULTS.maxUploadBytes,
      1,
      Number.MAX_SAFE_INTEGER,
    ),
    trackRateLimitPerMinute: readInteger(
      env,
      'TESSERA_TRACK_RATE_LIMIT',
      CONFIG_DEFAULTS.trackRateLimitPerMinute,
      0,
      Number.MAX_SAFE_INTEGER,
    ),
    trustedProxies: readTrustedProxies(env),
    formQuota: readFormQuota(env),
    sqliteSynchronous: readSynchronous(env),
    editorDir: read(env, 'TESSERA_EDITOR_DIR') ?? bundledEditorDir(),
    siteUrl: readUrl(env, 'TESSERA_SITE_URL', ['http:', 'https:']),
    targetingAttributes: readTargetingAttributes(env),
    publicUrl: readUrl(env, 'TESSERA_PUBLIC_URL', ['http:', 'https:']),
    adminEmail: read(env, 'TESSERA_ADMIN_EMAIL') ?? 'admin@localhost',
    demo: readBoolean(env, 'TESSERA_DEMO'),
    logLevel: readLogLevel(env, 'LOG_LEVEL', CONFIG_DEFAULTS.logLevel),
  }
  const merged = { ...config, ...definedOnly(overrides) }
  if (merged.publicKey !== undefined && merged.publicKey === merged.privateKey) {
    throw new ValidationError('TESSERA_PUBLIC_KEY and TESSERA_PRIVATE_KEY must differ')
  }
  return merged
}

function readTargetingAttributes(env: Env): TargetingAttribute[] | undefined {
  const raw = read(env, 'TESSERA_TARGETING_ATTRIBUTES')
  return raw === undefined ? undefined : parseTargetingAttributes(raw)
}

function readTrustedProxies(env: Env): string[] {
  const entries = readList(env, 'TESSERA_TRUSTED_PROXIES')
  try {
    parseTrustedProxies(entries)
  } catch (error: unknown) {
    throw new ValidationError(`Invalid TESSERA_TRUSTED_PROXIES: ${(error as Error).message}`)
  }
  return entries
}

function readSynchronous(env: Env): 'normal' | 'full' {
  const raw = read(env, 'TESSERA_SQLITE_SYNCHRONOUS')?.toLowerCase() ?? 'full'
  if (raw !== 'normal' && raw !== 'full') {
    throw new ValidationError(
      `Invalid TESSERA_SQLITE_SYNCHRONOUS "${raw}": expected normal or full`,
    )
  }
  return raw
}

/** Drops `undefined` values, so an unset CLI flag does not erase the environment's value. */
function definedOnly(overrides: Partial<ServerConfig>): Partial<ServerConfig> {
  return Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<ServerConfig>
}
