import { STAMPED_FIELDS } from '../save/restore-ops.ts'

/**
 * Fields the service decides on a save, whoever saved: the stamps, and `published` (an
 * autosave of a published entry is stored as a draft of it, `publish=false`).
 */
const DECIDED_BY_SERVICE: ReadonlySet<string> = new Set([...STAMPED_FIELDS, 'published'])

/** JSON with the keys of every object sorted: equal for equal data, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The page without the fields the service decides on every save. */
function content(page: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => !DECIDED_BY_SERVICE.has(key)))
}

function revisionOf(page: Record<string, unknown>): number | undefined {
  const meta = page.meta as { tessera?: { revision?: unknown } } | undefined
  const revision = meta?.tessera?.revision
  return typeof revision === 'number' ? revision : undefined
}

/**
 * Whether the page the service saved holds another author's changes, merged on the service
 * (`PUT ?merge=blocks`): someone else saved after `basedOn` (the revision this save was based
 * on), so the answer is more than one revision past it, and its content differs from what was
 * sent. The fields the service decides on any save (revision, who, when, and `published`: a
 * save of a published page is its draft) and the order of keys do not count.
 */
export function othersChanged(
  sent: Record<string, unknown>,
  saved: Record<string, unknown>,
  basedOn: number | undefined,
): boolean {
  const revision = revisionOf(saved)
  if (basedOn !== undefined && revision !== undefined && revision <= basedOn + 1) return false
  return canonical(content(sent)) !== canonical(content(saved))
}
