/**
 * Reading a date as epoch ms: schedules (an entry's `startDate`/`endDate`, a variation's window)
 * and `userAttributes.date`. Its own module, not in `matches-targeting.ts`: variations' windows
 * need it in every page's first chunk, and a bundler splitting code by module would bring the
 * targeting rules (used only by personalization blocks) with it.
 * @module
 */

/** Epoch ms of a number, an integer string, or a date string; `undefined` when unreadable. */
export function toEpochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (/^\s*-?\d+\s*$/.test(value)) return Number(value)
  const parsed = Date.parse(value)
  return Number.isNaN(parsed) ? undefined : parsed
}
