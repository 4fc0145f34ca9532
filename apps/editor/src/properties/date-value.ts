/**
 * Dates of `date` and `timestamp` inputs. Builder stores a `date` input as an ISO 8601 string
 * in UTC (`2025-03-01T09:30:00.000Z`) and a `timestamp` input as epoch milliseconds; the
 * browser's `datetime-local` control works in local time to the minute (`2025-03-01T10:30`).
 * @module
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** A stored date (ISO string, or epoch ms) as a `datetime-local` value; '' when not a date. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  if (typeof value === 'string' && value.trim() === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/**
 * A `datetime-local` value (local time) in the stored format: epoch ms for `timestamp` inputs
 * and where the stored value already was a number, else an ISO string; `undefined` for '' or a
 * value that is not a date (the input is cleared).
 */
export function fromLocalInput(
  text: string,
  options: { type?: string; previous?: unknown } = {},
): string | number | undefined {
  if (!/^\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return undefined
  const date = new Date(text)
  if (Number.isNaN(date.getTime())) return undefined
  return options.type === 'timestamp' || typeof options.previous === 'number'
    ? date.getTime()
    : date.toISOString()
}
