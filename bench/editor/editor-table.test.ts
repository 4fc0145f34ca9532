import { describe, expect, it } from 'vitest'
import type { SessionResult } from './editor-session.ts'
import { formatEditorTable } from './editor-table.ts'
import type { EditorBenchResult } from './editor-table.ts'

const session = (blocks: number, scale: number): SessionResult => ({
  blocks,
  selectableMs: 1800 * scale,
  editMs: Array.from({ length: 20 }, (_, i) => (i + 1) * scale),
  editParts: { editorMs: [2 * scale], siteMs: [3 * scale], paintMs: [8] },
  patchBytes: [400, 500, 600],
  insertClickMs: [30 * scale, 40 * scale],
  insertDragMs: new Error('drag failed\nstack'),
  inlineTyping: {
    storedMs: [2 * scale, 3 * scale, 4 * scale],
    arrivedMs: [1, 2, 3],
    handlerMs: [1, scale, 1],
    paintedMs: [9, 10, 11],
  },
  canvasDropMs: [60 * scale, 80 * scale],
  editorHeapBytes: 40 * 1024 * 1024 * scale,
  frameHeapBytes: null,
})

const result = (overrides: Partial<EditorBenchResult> = {}): EditorBenchResult => ({
  sessions: [session(1000, 1), session(5000, 5)],
  editor: {
    initial: [{ name: 'assets/index.js', gzipBytes: 120 * 1024 }],
    initialGzipBytes: 120 * 1024,
    lazy: [],
  },
  runtime: [{ name: 'http://site/_next/bridge.js', gzipBytes: 6 * 1024 }],
  editingOnlyOther: [{ name: 'http://site/_next/evaluator.js', gzipBytes: 17 * 1024 }],
  productionAdded: [],
  production: { scripts: 9, gzipBytes: 90 * 1024 },
  notes: ['a note'],
  ...overrides,
})

/** The cells after the measure (blocks, measured, target, verdict) of the row starting with `start`. */
const cells = (table: string, start: string, blocks = '-') =>
  table
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim()))
    .find((row) => row[0]?.startsWith(start) && row[1] === blocks)
    ?.slice(1) ?? []

describe('formatEditorTable', () => {
  const table = formatEditorTable(result())

  it('judges each figure against its target at its page size', () => {
    // p50 of 1..20 = 10 ms (met), p95 = 19 ms (met <= 50).
    const edit = 'Property edit -> canvas repaint'
    expect(cells(table, `${edit}, p50`, '1,000')).toEqual(['1,000', '10 ms', '<= 16 ms', 'met'])
    expect(cells(table, `${edit}, p95`, '1,000')).toEqual(['1,000', '19 ms', '<= 50 ms', 'met'])
    // At 5,000 blocks: no p50 target, p95 95 ms within 100 ms.
    expect(cells(table, `${edit}, p50`, '5,000')).toEqual(['5,000', '50 ms', '-', '-'])
    expect(cells(table, `${edit}, p95`, '5,000')).toEqual(['5,000', '95 ms', '<= 100 ms', 'met'])
    expect(cells(table, 'Insert: palette click -> canvas repaint, p95', '1,000')).toEqual([
      '1,000',
      '40 ms',
      '<= 100 ms',
      'met',
    ])
    expect(cells(table, 'Time until selectable', '1,000')).toEqual([
      '1,000',
      '1800 ms',
      '<= 2500 ms',
      'met',
    ])
    expect(cells(table, 'Time until selectable', '5,000')).toEqual(['5,000', '9000 ms', '-', '-'])
    expect(cells(table, 'JS heap', '1,000')).toEqual(['1,000', '40.0 MB', '<= 150 MB', 'met'])
    expect(cells(table, 'JS heap', '5,000')).toEqual(['5,000', '200.0 MB', '<= 150 MB', 'MISSED'])
    expect(cells(table, 'Edit message size (builder.patchUpdates), median', '1,000')).toEqual([
      '1,000',
      '500 B',
      '<= 2 KB',
      'met',
    ])
  })

  it('prints a failed measure with its first line', () => {
    expect(cells(table, 'Drop: palette dragged onto the layers', '1,000')).toEqual([
      '1,000',
      'failed: drag failed',
      '-',
      'n/a',
    ])
    expect(table).not.toContain('stack')
    const failed = formatEditorTable(
      result({ sessions: [{ ...session(1000, 1), inlineTyping: new Error('no toolbar') }] }),
    )
    expect(cells(failed, 'Inline typing per keystroke', '1,000')).toEqual([
      '1,000',
      'failed: no toolbar',
      '-',
      'n/a',
    ])
  })

  it('judges the sizes: editor initial JS, runtime, production bytes', () => {
    expect(cells(table, 'Editor initial JS gzip')).toEqual(['-', '120.0 KB', '<= 250 KB', 'met'])
    expect(cells(table, 'In-frame editing runtime gzip')).toEqual([
      '-',
      '6.0 KB',
      '<= 15 KB',
      'met',
    ])
    expect(cells(table, 'Bytes added to a production page')).toEqual(['-', '0 B', '0 B', 'met'])
    const added = formatEditorTable(
      result({ productionAdded: [{ name: 'main.js', gzipBytes: 300 }], runtime: [] }),
    )
    expect(cells(added, 'Bytes added to a production page')).toEqual([
      '-',
      '300 B',
      '0 B',
      'MISSED',
    ])
    // No editing-only script held an editor message name: no runtime was found to judge.
    expect(cells(added, 'In-frame editing runtime gzip')).toEqual([
      '-',
      '0.0 KB',
      '<= 15 KB',
      'n/a',
    ])
    expect(cells(table, 'Other scripts only the editing frame')).toEqual(['-', '17.0 KB', '-', '-'])
  })

  it('splits a property edit into editor, site and paint time', () => {
    expect(cells(table, 'of which editor', '5,000')).toEqual(['5,000', '10 ms', '-', '-'])
    expect(cells(table, 'of which site', '5,000')).toEqual(['5,000', '15 ms', '-', '-'])
    expect(cells(table, 'of which paint', '5,000')).toEqual(['5,000', '8.0 ms', '-', '-'])
  })

  it('prints the definitions and notes under the table', () => {
    expect(table).toContain('selectable = from the navigation')
    expect(table).toContain('- a note')
  })

  it('judges inline typing per keystroke at both sizes, with the paint beside it', () => {
    const what = 'Inline typing per keystroke: keydown in the frame -> stored in the editor'
    expect(cells(table, `${what}, p50 (n=3)`, '1,000')).toEqual([
      '1,000',
      '3.0 ms',
      '<= 16 ms',
      'met',
    ])
    expect(cells(table, `${what}, p95 (n=3)`, '1,000')).toEqual([
      '1,000',
      '4.0 ms',
      '<= 16 ms',
      'met',
    ])
    expect(cells(table, `${what}, p95 (n=3)`, '5,000')).toEqual([
      '5,000',
      '20 ms',
      '<= 16 ms',
      'MISSED',
    ])
    expect(cells(table, 'of which frame: keydown', '5,000')).toEqual(['5,000', '2.0 ms', '-', '-'])
    expect(cells(table, 'of which editor: its handler', '5,000')).toEqual([
      '5,000',
      '1.0 ms',
      '-',
      '-',
    ])
    expect(cells(table, 'the letter painted in the frame', '5,000')).toEqual([
      '5,000',
      '10 ms',
      '-',
      '-',
    ])
  })

  it('judges the canvas drop at 1,000 blocks only, beside the layers drop', () => {
    const what = 'Drop: palette dragged onto the canvas -> repaint'
    expect(cells(table, `${what}, p95 (n=2)`, '1,000')).toEqual([
      '1,000',
      '80 ms',
      '<= 100 ms',
      'met',
    ])
    expect(cells(table, `${what}, p95 (n=2)`, '5,000')).toEqual(['5,000', '400 ms', '-', '-'])
    expect(table).toContain('a drag onto the canvas (real mouse moves')
  })
})
