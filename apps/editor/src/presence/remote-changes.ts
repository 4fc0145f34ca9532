import { STAMPED_FIELDS } from '../save/restore-ops.ts'

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

/** The page without the fields the service stamps on every save. */
function content(page: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => !STAMPED_FIELDS.has(key)))
}

/**
 * Whether the page the service saved holds more than what was sent: another author's changes,
 * merged on the service (`PUT ?merge=blocks`). The stamps of the save (revision, who, when)
 * and the order of keys do not count.
 */
export function othersChanged(
  sent: Record<string, unknown>,
  saved: Record<string, unknown>,
): boolean {
  return canonical(content(sent)) !== canonical(content(saved))
}
