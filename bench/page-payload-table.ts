import type { SummaryLine } from './summary-render.ts'
import { textTableLines } from './text-table.ts'

/** One page's document, shipped stripped and whole (see `page-payload-bench.ts`). */
export interface PagePayloadRow {
  path: string
  stripped: { bytes: number; gzip: number; flight: number }
  whole: { bytes: number; gzip: number; flight: number }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const share = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${Math.round((100 * part) / whole)}%`

/** The benchmark's table: per page, the document and its RSC payload, stripped vs whole. */
export function formatPagePayloadTable(rows: readonly PagePayloadRow[]): string {
  const header = [
    'page',
    'document, stripped',
    'whole entry',
    'RSC payload, stripped',
    'whole entry',
    'stripped / whole',
    'gzip, stripped',
    'whole entry',
  ]
  const lines = rows.map(({ path, stripped, whole }) => [
    path,
    kb(stripped.bytes),
    kb(whole.bytes),
    kb(stripped.flight),
    kb(whole.flight),
    share(stripped.flight, whole.flight),
    kb(stripped.gzip),
    kb(whole.gzip),
  ])
  return textTableLines(header, lines).join('\n')
}

const ratio = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${(part / whole).toFixed(2)}x (${kb(part)} / ${kb(whole)})`

/** The summary's lines: the first page's (the home page's) RSC payload and document. */
export function pagePayloadLines(rows: readonly PagePayloadRow[]): SummaryLine[] {
  const home = rows[0]
  if (!home) return []
  const { path, stripped, whole } = home
  return [
    [
      `RSC payload in the page's HTML, demo ${path}, entry stripped / whole`,
      ratio(stripped.flight, whole.flight),
      '-',
      '-',
    ],
    [
      `Page document gzip, demo ${path}, entry stripped / whole`,
      ratio(stripped.gzip, whole.gzip),
      '-',
      '-',
    ],
  ]
}
