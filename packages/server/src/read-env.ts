import { ValidationError } from '@tessera/core'

/**
 * Readers of environment variables for the settings: each names the variable in its error.
 * @module
 */

export type Env = Readonly<Record<string, string | undefined>>

/** The variable's value, or `undefined` when it is unset or blank. */
export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ValidationError(`Invalid ${name} "${raw}": expected an integer from ${min} to ${max}`)
  }
  return value
}

export function readBoolean(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase()
  if (raw === undefined || raw === 'false' || raw === '0' || raw === 'no') return false
  if (raw === 'true' || raw === '1' || raw === 'yes') return true
  throw new ValidationError(`Invalid ${name} "${raw}": expected true or false`)
}

export function readUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
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

/** A comma-separated variable as a list of trimmed, non-empty items. */
export function readList(env: Env, name: string): string[] {
  return (read(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
