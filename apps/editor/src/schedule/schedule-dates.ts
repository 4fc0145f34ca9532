import type { PageEntry } from '../api/pages-api.ts'
import { ROOT } from '../state/doc-types.ts'
import type { JsonObject, Operation } from '../state/doc-types.ts'
import { absoluteTime } from '../revisions/revision-format.ts'

/**
 * The page's schedule: `startDate` and `endDate` (epoch ms) on the entry, entered as local
 * date-times (`<input type="datetime-local">`, in the browser's time zone).
 * @module
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** The value of a `datetime-local` input showing `ms` in local time (`''` for none). */
export function toInputValue(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant a `datetime-local` value means in local time (`undefined` for an empty one).
 * A time skipped by a daylight-saving change moves forward, as the browser does. Throws a
 * RangeError naming the problem for a malformed or impossible date.
 */
export function fromInputValue(value: string): number | undefined {
  if (value.trim() === '') return undefined
  const match = INPUT.exec(value.trim())
  if (!match) throw new RangeError(`"${value}" is not a date and time (YYYY-MM-DDTHH:mm)`)
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(
    year as number,
    (month as number) - 1,
    day as number,
    hour as number,
    minute as number,
    second as number,
  )
  if (
    date.getMonth() !== (month as number) - 1 ||
    date.getDate() !== day ||
    (hour as number) > 23
  ) {
    throw new RangeError(`"${value}" is not a real date`)
  }
  return date.getTime()
}

/** The browser's time zone as shown beside the inputs ("Europe/Berlin, CET"). */
export function localZoneLabel(at = Date.now()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const short = absoluteTime(at).split(' ').at(-1) ?? ''
  return short !== '' && short !== zone ? `${zone}, ${short}` : zone
}

/** Why a schedule cannot be saved, or undefined when it can. */
export function scheduleProblem(start: number | undefined, end: number | undefined) {
  return start !== undefined && end !== undefined && end <= start
    ? 'The end must be after the start.'
    : undefined
}

/** The operations that give the page this schedule (none when it has it already). */
export function scheduleOps(
  root: JsonObject,
  start: number | undefined,
  end: number | undefined,
): Operation[] {
  const ops: Operation[] = []
  if (root.startDate !== start)
    ops.push({ type: 'set', target: ROOT, path: ['startDate'], value: start })
  if (root.endDate !== end) ops.push({ type: 'set', target: ROOT, path: ['endDate'], value: end })
  return ops
}

/** What the live site does with the page: a short label, and the sentence with the dates. */
export interface LiveState {
  label: 'Not published' | 'Published' | 'Scheduled' | 'Ended' | 'Archived'
  detail: string
}

/** What the live site does with the page, as last published or unpublished. */
export function liveState(page: PageEntry, now = Date.now()): LiveState {
  if (page.published === 'archived') return { label: 'Archived', detail: 'Archived: not live.' }
  if (page.published !== 'published' && page.meta?.tessera?.hasPublished !== true) {
    return { label: 'Not published', detail: 'Not published: visitors get a 404.' }
  }
  const { startDate: start, endDate: end } = page
  if (start !== undefined && start > now) {
    return { label: 'Scheduled', detail: `Scheduled: live from ${absoluteTime(start)}.` }
  }
  if (end !== undefined && end < now) {
    return { label: 'Ended', detail: `Ended ${absoluteTime(end)}: not live.` }
  }
  const until = end === undefined ? '' : ` until ${absoluteTime(end)}`
  return { label: 'Published', detail: `Published: live${until}.` }
}
