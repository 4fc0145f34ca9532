import { randomBytes } from 'node:crypto'
import { ValidationError } from '@tessera/core'
import type { ServerConfig } from './config.ts'
import { isLogLevel, LOG_LEVELS } from './log-level.ts'
import type { LogLevel } from './log-level.ts'

/** Defaults of every setting that has one. */
export const CONFIG_DEFAULTS = {
  port: 4000,
  host: '0.0.0.0',
  databaseUrl: './data/tessera.db',
  maxBodyBytes: 1024 * 1024,
  maxUploadBytes: 10 * 1024 * 1024,
  trackRateLimitPerMinute: 600,
  logLevel: 'info',
} as const

type Env = Readonly<Record<string, string | undefined>>

/** The variable's value, or `undefined` when it is unset or blank. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ValidationError(`Invalid ${name} "${raw}": expected an integer from ${min} to ${max}`)
  }
  return value
}

function readBoolean(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase()
  if (raw === undefined || raw === 'false' || raw === '0' || raw === 'no') return false
  if (raw === 'true' || raw === '1' || raw === 'yes') return true
  throw new ValidationError(`Invalid ${name} "${raw}": expected true or false`)
}

function readUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name)
  if (raw === undefined) return undefined
  let protocol: string
  try {
    protocol = new URL(raw).protocol
  } catch {
    protocol = ''
  }
  if (!protocols.includes(protocol)) {
    throw new ValidationError(`Invalid ${name}: expected a ${protocols.join(' or ')} URL`)
  }
  return raw
}

function readLogLevel(env: Env, name: string, fallback: LogLevel): LogLevel {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  const level = raw.toLowerCase()
  if (!isLogLevel(level)) {
    throw new ValidationError(`Invalid ${name} "${raw}": expected one of ${LOG_LEVELS.join(', ')}`)
  }
  return level
}

/** A comma-separated variable as a list of trimmed, non-empty items. */
function readList(env: Env, name: string): string[] {
  return (read(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
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
 * | `TESSERA_PREVIEW_SECRET` | previewSecret | random per process |
 * | `TESSERA_MAX_BODY_BYTES` | maxBodyBytes | 1 MiB |
 * | `TESSERA_MAX_UPLOAD_BYTES` | maxUploadBytes | 10 MiB |
 * | `TESSERA_TRACK_RATE_LIMIT` | trackRateLimitPerMinute | 600 |
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
    previewSecret: read(env, 'TESSERA_PREVIEW_SECRET') ?? randomBytes(32).toString('base64url'),
    maxBodyBytes: readInteger(
      env,
      'TESSERA_MAX_BODY_BYTES',
      CONFIG_DEFAULTS.maxBodyBytes,
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
    demo: readBoolean(env, 'TESSERA_DEMO'),
    logLevel: readLogLevel(env, 'LOG_LEVEL', CONFIG_DEFAULTS.logLevel),
  }
  const merged = { ...config, ...definedOnly(overrides) }
  if (merged.publicKey !== undefined && merged.publicKey === merged.privateKey) {
    throw new ValidationError('TESSERA_PUBLIC_KEY and TESSERA_PRIVATE_KEY must differ')
  }
  return merged
}

/** Drops `undefined` values, so an unset CLI flag does not erase the environment's value. */
function definedOnly(overrides: Partial<ServerConfig>): Partial<ServerConfig> {
  return Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<ServerConfig>
}
