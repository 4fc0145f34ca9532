/** How many answers had each status: `{ '200': 12, '400': 3, 'no answer': 1 }`. */
export type StatusCounts = Record<string, number>

/** The label of a status in {@link StatusCounts}: the number, or `no answer` for 0. */
export function statusLabel(status: number): string {
  return status === 0 ? 'no answer' : String(status)
}

/** Counts the answers of each status (0 is `no answer`). */
export function countStatuses(statuses: readonly number[]): StatusCounts {
  const counts: StatusCounts = {}
  for (const status of statuses) {
    const label = statusLabel(status)
    counts[label] = (counts[label] ?? 0) + 1
  }
  return counts
}

/** Answers that were a server error (5xx) or none at all: what a user must never get. */
export function failedCount(counts: StatusCounts): number {
  return Object.entries(counts)
    .filter(([label]) => label === 'no answer' || /^5\d\d$/.test(label))
    .reduce((sum, [, count]) => sum + count, 0)
}

/** `200: 60, 400: 32, no answer: 1`, statuses in order. */
export function formatStatusCounts(counts: StatusCounts): string {
  const labels = Object.keys(counts).sort((a, b) => (Number(a) || 1000) - (Number(b) || 1000))
  return labels.length === 0
    ? 'none'
    : labels.map((label) => `${label}: ${(counts[label] ?? 0).toLocaleString('en-US')}`).join(', ')
}
