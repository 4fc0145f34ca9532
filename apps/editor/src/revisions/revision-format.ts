import type { RevisionSummary } from '../api/revisions-api.ts'

/** How the history shows one revision. */
export interface RevisionLine {
  revision: number
  /** "Revision 3". */
  title: string
  /** The account that made it, or "API key" when none did. */
  who: string
  /** "5 minutes ago". */
  relative: string
  /** The date and time, with the time zone ("26 Nov 2026, 01:05 UTC"). */
  absolute: string
  /** The machine-readable time, for `<time dateTime>`. */
  iso: string
  /** "Published", "Current", both, or empty. */
  tags: string[]
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
]

/** "just now", "5 minutes ago", "yesterday", "in 2 hours": the largest whole unit. */
export function relativeTime(at: number, now: number, locale?: string): string {
  const delta = at - now
  if (Math.abs(delta) < 45_000) return 'just now'
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) {
    if (Math.abs(delta) >= ms) return format.format(Math.trunc(delta / ms), unit)
  }
  return format.format(Math.sign(delta), 'minute')
}

/** The date and time of `at` in `timeZone` (default: the browser's), naming the zone. */
export function absoluteTime(at: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  })
    .format(at)
    .concat(' ', zoneName(at, locale, timeZone))
}

/** The short name of the time zone at `at` ("UTC", "CET", "GMT+1"). */
export function zoneName(at: number, locale?: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).formatToParts(at)
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? ''
}

/** The lines of a page's history, newest first as listed. */
export function revisionLines(
  list: readonly RevisionSummary[],
  now: number,
  options: { locale?: string; timeZone?: string } = {},
): RevisionLine[] {
  return list.map((item) => ({
    revision: item.revision,
    title: `Revision ${item.revision}`,
    who: item.by ?? 'API key',
    relative: relativeTime(item.createdAt, now, options.locale),
    absolute: absoluteTime(item.createdAt, options.locale, options.timeZone),
    iso: new Date(item.createdAt).toISOString(),
    tags: [...(item.current ? ['Current'] : []), ...(item.published ? ['Published'] : [])],
  }))
}
