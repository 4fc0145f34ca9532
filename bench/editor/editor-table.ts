/**
 * The editor benchmark's table: one row per figure, with its target and verdict (met / MISSED;
 * `-` where the issue sets no target for that size), and the notes that say how each was taken.
 * @module
 */
import { textTableLines } from '../text-table.ts'
import type { EditorBundle, SizedFile } from './editor-sizes.ts'
import { SELECTABLE_DEFINITION } from './editor-session.ts'
import { INLINE_DEFINITION } from './inline-typing.ts'
import type { SessionResult } from './editor-session.ts'
import { spread } from './percentile.ts'

/** What {@link formatEditorTable} prints. */
export interface EditorBenchResult {
  /** One session per page size, smallest first. */
  sessions: SessionResult[]
  editor: EditorBundle
  /**
   * Scripts the canvas frame loaded that a visitor's load of the same page did not, holding the
   * editor protocol's message names: the editing runtime.
   */
  runtime: SizedFile[]
  /** The other scripts only the canvas frame loaded (code a visitor's page may load too). */
  editingOnlyOther: SizedFile[]
  /** Scripts of the visitor's page holding editing-runtime code (the markers). */
  productionAdded: SizedFile[]
  /** How many scripts the visitor's page loaded, and their gzip total. */
  production: { scripts: number; gzipBytes: number }
  /** Service settings that differ from the defaults, and why. */
  notes: string[]
}

/** The targets of issue 13. */
export const TARGETS = {
  editP50Ms: 16,
  editP95Ms: 50,
  editP95At5000Ms: 100,
  keystrokeMs: 16,
  dropMs: 100,
  selectableMs: 2500,
  editorInitialKb: 250,
  runtimeKb: 15,
  productionAddedBytes: 0,
  heapMb: 150,
  messageKb: 2,
} as const

type Row = [string, string, string, string, string]

const ms = (value: number | null) =>
  value === null ? 'n/a' : `${value.toFixed(value < 10 ? 1 : 0)} ms`
const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`)
const mb = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`
const count = (n: number) => n.toLocaleString('en-US')

function verdict(value: number | null, limit: number | undefined): string {
  if (limit === undefined) return '-'
  if (value === null) return 'n/a'
  return value <= limit ? 'met' : 'MISSED'
}

function latencyRows(
  what: string,
  session: SessionResult,
  samples: number[] | Error,
  limits: { p50?: number; p95?: number },
): Row[] {
  const blocks = count(session.blocks)
  if (samples instanceof Error) {
    return [[what, blocks, `failed: ${samples.message.split('\n')[0]}`, '-', 'n/a']]
  }
  const { p50, p95, count: n } = spread(samples)
  const target = (limit: number | undefined) => (limit === undefined ? '-' : `<= ${limit} ms`)
  return [
    [`${what}, p50 (n=${n})`, blocks, ms(p50), target(limits.p50), verdict(p50, limits.p50)],
    [`${what}, p95 (n=${n})`, blocks, ms(p95), target(limits.p95), verdict(p95, limits.p95)],
  ]
}

/** Where a property edit's time goes (p50 of each part; no target). */
function partRows(session: SessionResult): Row[] {
  const blocks = count(session.blocks)
  const parts = [
    ['editor: input -> message in the frame', session.editParts.editorMs],
    ['site: message -> DOM updated', session.editParts.siteMs],
    ['paint: DOM updated -> painted', session.editParts.paintMs],
  ] as const
  return parts.map(([what, samples]): Row => {
    const { p50 } = spread(samples)
    return [`  of which ${what}, p50`, blocks, ms(p50), '-', '-']
  })
}

function sessionRows(session: SessionResult): Row[] {
  const small = session.blocks <= 1000
  const blocks = count(session.blocks)
  const patch = spread(session.patchBytes)
  return [
    ...latencyRows('Property edit -> canvas repaint', session, session.editMs, {
      ...(small ? { p50: TARGETS.editP50Ms } : {}),
      p95: small ? TARGETS.editP95Ms : TARGETS.editP95At5000Ms,
    }),
    ...partRows(session),
    ...latencyRows('Insert: palette click -> canvas repaint', session, session.insertClickMs, {
      ...(small ? { p95: TARGETS.dropMs } : {}),
    }),
    ...latencyRows(
      'Drop: palette dragged onto the canvas -> repaint',
      session,
      session.canvasDropMs,
      {
        ...(small ? { p95: TARGETS.dropMs } : {}),
      },
    ),
    ...latencyRows(
      'Drop: palette dragged onto the layers -> repaint',
      session,
      session.insertDragMs,
      {
        ...(small ? { p95: TARGETS.dropMs } : {}),
      },
    ),
    ...inlineRows(session),
    [
      'Time until selectable',
      blocks,
      ms(session.selectableMs),
      small ? `<= ${TARGETS.selectableMs} ms` : '-',
      small ? verdict(session.selectableMs, TARGETS.selectableMs) : '-',
    ],
    [
      `Edit message size (builder.patchUpdates), median (n=${patch.count})`,
      blocks,
      patch.p50 === null ? 'n/a' : `${count(patch.p50)} B`,
      `<= ${TARGETS.messageKb} KB`,
      verdict(patch.p50, TARGETS.messageKb * 1024),
    ],
    [
      'Edit message size, max',
      blocks,
      patch.max === null ? 'n/a' : `${count(patch.max)} B`,
      '-',
      '-',
    ],
    [
      'JS heap of the editor tab after the session (after GC)',
      blocks,
      mb(session.editorHeapBytes),
      `<= ${TARGETS.heapMb} MB`,
      verdict(session.editorHeapBytes, TARGETS.heapMb * 1024 * 1024),
    ],
    ...(session.frameHeapBytes === null
      ? []
      : [
          [
            'JS heap of the canvas frame (its own process)',
            blocks,
            mb(session.frameHeapBytes),
            '-',
            '-',
          ] satisfies Row,
        ]),
  ]
}

/** Inline typing per keystroke (judged at both sizes), and when the frame painted the letter. */
function inlineRows(session: SessionResult): Row[] {
  const what = 'Inline typing per keystroke: keydown in the frame -> stored in the editor'
  const typing = session.inlineTyping
  const limits = { p50: TARGETS.keystrokeMs, p95: TARGETS.keystrokeMs }
  if (typing instanceof Error) return latencyRows(what, session, typing, limits)
  const blocks = count(session.blocks)
  const { p50 } = spread(typing.paintedMs)
  return [
    ...latencyRows(what, session, typing.storedMs, limits),
    [
      '  of which frame: keydown -> message in the editor, p50',
      blocks,
      ms(spread(typing.arrivedMs).p50),
      '-',
      '-',
    ],
    [
      '  of which editor: its handler storing the change, p50',
      blocks,
      ms(spread(typing.handlerMs).p50),
      '-',
      '-',
    ],
    [
      `  the letter painted in the frame (keydown -> paint), p50`,
      count(session.blocks),
      ms(p50),
      '-',
      '-',
    ],
  ]
}

const list = (files: readonly SizedFile[]) =>
  files.length === 0 ? 'none' : files.map((file) => `${file.name} ${kb(file.gzipBytes)}`).join(', ')

/** The table and its notes, as printed by `npm run bench`. */
export function formatEditorTable(result: EditorBenchResult): string {
  const runtimeBytes = result.runtime.reduce((sum, file) => sum + file.gzipBytes, 0)
  const addedBytes = result.productionAdded.reduce((sum, file) => sum + file.gzipBytes, 0)
  const rows: Row[] = [
    ...result.sessions.flatMap(sessionRows),
    [
      'Editor initial JS gzip (index.html scripts + modulepreloads)',
      '-',
      kb(result.editor.initialGzipBytes),
      `<= ${TARGETS.editorInitialKb} KB`,
      verdict(result.editor.initialGzipBytes, TARGETS.editorInitialKb * 1024),
    ],
    [
      'In-frame editing runtime gzip (editing-only scripts with editor messages)',
      '-',
      kb(runtimeBytes),
      `<= ${TARGETS.runtimeKb} KB`,
      result.runtime.length > 0 ? verdict(runtimeBytes, TARGETS.runtimeKb * 1024) : 'n/a',
    ],
    [
      'Other scripts only the editing frame loaded (no editor messages)',
      '-',
      kb(result.editingOnlyOther.reduce((sum, file) => sum + file.gzipBytes, 0)),
      '-',
      '-',
    ],
    [
      'Bytes added to a production page (scripts with editing code)',
      '-',
      `${count(addedBytes)} B`,
      '0 B',
      verdict(addedBytes, TARGETS.productionAddedBytes),
    ],
  ]
  const header = ['measure', 'blocks', 'measured', 'target', 'verdict']
  const notes = [
    `- ${SELECTABLE_DEFINITION}.`,
    '- Latencies: from the event in the editor (input, click, drop) to the frame painting the ' +
      'change (a MutationObserver in the frame sees it, then requestAnimationFrame + a task), on ' +
      'the clock both documents share (performance.timeOrigin + performance.now()); nearest-rank percentiles.',
    '- Inserts go in through the palette: a click (after the selected block), a drag onto the ' +
      'canvas (real mouse moves over the drop shield, released after the first heading once the ' +
      "editor draws the frame's drop indicator) and a drag onto the layers (after the first heading); " +
      'drops are timed from the drop event in the editor.',
    `- ${INLINE_DEFINITION}.`,
    '- Heap: JSHeapUsedSize (CDP Performance.getMetrics) after HeapProfiler.collectGarbage; the ' +
      "editor and the site are on one host (other ports), so the frame shares the tab's renderer " +
      'process unless a separate frame figure is printed.',
    `- Editor initial JS: ${list(result.editor.initial)}; lazy: ${list(result.editor.lazy)}.`,
    "- Editing runtime: the scripts the canvas frame loaded and a visitor's load of the same " +
      `page did not, holding the editor protocol's message names: ${list(result.runtime)}; ` +
      `the other editing-only scripts: ${list(result.editingOnlyOther)}.`,
    `- Production page: ${result.production.scripts} scripts, ${kb(result.production.gzipBytes)} gzip; ` +
      `scripts holding editor message names: ${list(result.productionAdded)}.`,
    ...result.notes.map((note) => `- ${note}`),
  ]
  return [...textTableLines(header, rows, 1), '', ...notes].join('\n')
}
