import { randomBytes } from 'node:crypto'

/** Per process: ids made later sort after earlier ones, also within one millisecond. */
let sequence = 0

/**
 * A unique id of 32 hex digits (the shape of `randomId`) that sorts, as text, in the order this
 * process made them: the time in ms, a counter, then random digits so that ids from several
 * processes do not collide. Lists ordered newest first (the audit log, the asset library) break
 * ties of one millisecond by it, so they list in the order things were written.
 */
export function sequentialId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 16 ** 6
  const time = Math.max(0, Math.floor(now)).toString(16).padStart(12, '0')
  return `${time}${sequence.toString(16).padStart(6, '0')}${randomBytes(7).toString('hex')}`
}
