import type { SubmissionRecord } from '../store/types.ts'

/** Characters that make a spreadsheet read a cell as a formula (and tab / CR, which some do). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): text as is, numbers and booleans spelled out, null and undefined
 * empty, anything else as JSON. Text starting like a formula (`=`, `+`, `-`, `@`, tab, CR) is
 * prefixed with `'` so spreadsheets show it rather than run it. A cell holding a comma, a
 * quote, a line break or leading/trailing spaces is quoted, its quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value)
  else text = JSON.stringify(value)
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line of cells, ended by CRLF. */
export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * The submissions as CSV (UTF-8 with a byte order mark, so spreadsheets read accents right):
 * columns `Submitted at` (ISO 8601), `Form`, then every field in the order first seen, then
 * `Files` (one `name <url>` per line, `fileUrl` giving each file's address).
 */
export function submissionsCsv(
  submissions: readonly SubmissionRecord[],
  fileUrl: (assetId: string) => string,
): string {
  const fields: string[] = []
  const seen = new Set<string>()
  for (const submission of submissions) {
    for (const field of Object.keys(submission.data)) {
      if (!seen.has(field)) {
        seen.add(field)
        fields.push(field)
      }
    }
  }
  let csv = `\uFEFF${csvRow(['Submitted at', 'Form', ...fields, 'Files'])}`
  for (const submission of submissions) {
    const files = submission.files
      .map((file) => `${file.filename} <${fileUrl(file.assetId)}>`)
      .join('\n')
    csv += csvRow([
      new Date(submission.createdAt).toISOString(),
      submission.formName,
      ...fields.map((field) => submission.data[field]),
      files,
    ])
  }
  return csv
}
