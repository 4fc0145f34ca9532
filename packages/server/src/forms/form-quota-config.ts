import { readInteger } from '../read-env.ts'
import type { Env } from '../read-env.ts'

const MIB = 1024 * 1024

/** Limits of form submissions (`POST /api/v1/form-submit`), which public keys may make. */
export interface FormQuotaConfig {
  /** Submissions per minute per client address (burst as large). 0 turns it off. Default 10. */
  clientPerMinute: number
  /** Bytes per hour per client address (files and fields). 0 turns it off. Default 50 MiB. */
  clientBytesPerHour: number
  /** Submissions per hour per space, whoever sends them. 0 turns it off. Default 1,000. */
  spacePerHour: number
  /** Bytes per hour per space. 0 turns it off. Default 500 MiB. */
  spaceBytesPerHour: number
  /**
   * Most bytes of submissions (files and fields) a space keeps; past it, submissions are refused
   * until an admin raises it or deletes old ones. 0 turns it off. Default 2 GiB.
   */
  storageMaxBytes: number
}

export const FORM_QUOTA_DEFAULTS: FormQuotaConfig = {
  clientPerMinute: 10,
  clientBytesPerHour: 50 * MIB,
  spacePerHour: 1000,
  spaceBytesPerHour: 500 * MIB,
  storageMaxBytes: 2048 * MIB,
}

/**
 * The form quota from the environment:
 *
 * | variable | setting |
 * |---|---|
 * | `TESSERA_FORM_CLIENT_PER_MINUTE` | clientPerMinute |
 * | `TESSERA_FORM_CLIENT_BYTES_PER_HOUR` | clientBytesPerHour |
 * | `TESSERA_FORM_SPACE_PER_HOUR` | spacePerHour |
 * | `TESSERA_FORM_SPACE_BYTES_PER_HOUR` | spaceBytesPerHour |
 * | `TESSERA_FORM_STORAGE_MAX_BYTES` | storageMaxBytes |
 */
export function readFormQuota(env: Env): FormQuotaConfig {
  const max = Number.MAX_SAFE_INTEGER
  const d = FORM_QUOTA_DEFAULTS
  return {
    clientPerMinute: readInteger(env, 'TESSERA_FORM_CLIENT_PER_MINUTE', d.clientPerMinute, 0, max),
    clientBytesPerHour: readInteger(
      env,
      'TESSERA_FORM_CLIENT_BYTES_PER_HOUR',
      d.clientBytesPerHour,
      0,
      max,
    ),
    spacePerHour: readInteger(env, 'TESSERA_FORM_SPACE_PER_HOUR', d.spacePerHour, 0, max),
    spaceBytesPerHour: readInteger(
      env,
      'TESSERA_FORM_SPACE_BYTES_PER_HOUR',
      d.spaceBytesPerHour,
      0,
      max,
    ),
    storageMaxBytes: readInteger(env, 'TESSERA_FORM_STORAGE_MAX_BYTES', d.storageMaxBytes, 0, max),
  }
}
