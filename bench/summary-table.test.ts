import { describe, expect, it } from 'vitest'
import { extractLighthouseRun } from './lighthouse-extract.ts'
import { fakeLighthouseResult } from './lighthouse-fixture.ts'
import type { LighthouseBenchResult } from './lighthouse-table.ts'
import { fakeRenderResult, fakeRun } from './render-fixture.ts'
import type { ContentBenchRow, MeasuredLoad, ServerBenchResult } from './server-bench.ts'
import type { SizeBenchResult, SizeEntryName } from './size-bench.ts'
import { formatSummaryTable } from './summary-table.ts'

const KB = 1024

const RENDER = fakeRenderResult([
  fakeRun(19, [['static', 100, { plain: 1, tessera: 1, gen1: 1, gen2: 1 }]]),
])

function sizeRow(
  entry: SizeEntryName,
  gzipKb: number,
  initialKb: number,
  interactiveKb = initialKb,
) {
  const gzipBytes = gzipKb * KB
  const initialGzipBytes = initialKb * KB
  const interactiveGzipBytes = interactiveKb * KB
  return {
    entry,
    label: entry,
    bytes: 1,
    gzipBytes,
    initialBytes: 1,
    initialGzipBytes,
    interactiveGzipBytes,
  }
}

const SIZE: SizeBenchResult = {
  rows: [
    sizeRow('react', 60, 60),
    sizeRow('tessera', 120, 70, 95),
    sizeRow('gen1', 110, 110),
    sizeRow('gen2', 80, 80),
  ],
  tesseraLazyChunks: [
    { name: 'accordion', gzipBytes: 2 * KB },
    { name: 'tabs', gzipBytes: 1 * KB },
    { name: 'carousel', gzipBytes: 5 * KB },
  ],
  tesseraContributors: [],
  tesseraBlocks: [],
}

const LOAD: MeasuredLoad = {
  requests: 1,
  errors: 0,
  total: 1,
  durationMs: 1,
  requestsPerSecond: 1,
  p50Ms: 1,
  p99Ms: 1,
  cpuUsPerRequest: 1,
}

function contentRow(entries: number, scenario: ContentBenchRow['scenario'], ratio: number) {
  return {
    entries,
    scenario,
    seedMs: 1,
    tessera: LOAD,
    bare: LOAD,
    ratio,
    cpuRatio: 1,
    logBytesPerRequest: 100,
  }
}

const SERVER: ServerBenchResult = {
  content: [
    contentRow(10, 'warm', 0.8),
    contentRow(10, 'cycle', 0.7),
    contentRow(10, 'cachebust', 0.07),
    contentRow(10_000, 'warm', 0.55),
    contentRow(10_000, 'cycle', 0.68),
    contentRow(10_000, 'cachebust', 0.09),
  ],
  tracking: { batchSize: 1, load: LOAD, sent: 1, dropped: 0, inserted: 1, eventsPerSecond: 1 },
}

const run = (score: number, lcp: number) =>
  extractLighthouseRun(fakeLighthouseResult({ score: score / 100, lcp }))

const LIGHTHOUSE: LighthouseBenchResult = {
  url: 'http://localhost:1/',
  runs: [run(96, 2500), run(100, 2000), run(97, 2400)],
  floor: { runs: [run(99, 700), run(98, 650), run(100, 600)] },
  lighthouseVersion: '12.8.2',
  hostUserAgent: 'HeadlessChrome/156.0.0.0',
  load: { before: 1, after: 1, cores: 2 },
}

/** The table's line whose first cell starts with `measure`, as trimmed cells. */
function line(table: string, measure: string): string[] {
  const found = table.split('\n').find((text) => text.startsWith(measure))
  if (!found) throw new Error(`no line ${measure} in\n${table}`)
  return found.split(' | ').map((cell) => cell.trim())
}

describe('formatSummaryTable', () => {
  const table = formatSummaryTable({
    render: RENDER,
    size: SIZE,
    server: SERVER,
    lighthouse: LIGHTHOUSE,
  })

  it('has one header and columns aligned on every line', () => {
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^measure +\| measured +\| target +\| verdict$/)
    const bar = lines[0]?.indexOf(' | ')
    for (const text of lines.slice(2)) expect(text.indexOf(' | ')).toBe(bar)
  })

  it("compares Tessera's client JS over React with gen-1's and gen-2's", () => {
    expect(
      line(table, 'Client JS gzip over React, page with interactive blocks, Tessera / gen-2').slice(
        1,
      ),
    ).toEqual(['1.75x (+35.0 KB / +20.0 KB)', '<= 1x', 'MISSED'])
    expect(line(table, 'Client JS gzip over React, Tessera initial / gen-1')[1]).toBe(
      '0.20x (+10.0 KB / +50.0 KB)',
    )
    expect(line(table, 'Client JS gzip over React, Tessera whole / gen-2')[1]).toBe(
      '3.00x (+60.0 KB / +20.0 KB)',
    )
    expect(line(table, 'Client JS gzip over React, Tessera initial / 12 KB').slice(1)).toEqual([
      '0.83x (+10.0 KB)',
      '<= 1x',
      'met',
    ])
    expect(line(table, 'Client JS gzip over React, Tessera whole / 12 KB')[3]).toBe('MISSED')
  })

  it("compares each widget's chunk with its target, n/a when missing", () => {
    expect(line(table, 'Widget chunk gzip, accordion').slice(1)).toEqual([
      '0.50x (2.0 KB)',
      '<= 1x',
      'met',
    ])
    expect(line(table, 'Widget chunk gzip, carousel')[3]).toBe('MISSED')
    expect(line(table, 'Widget chunk gzip, masonry').slice(1)).toEqual([
      'n/a (n/a)',
      '<= 1x',
      'n/a',
    ])
  })

  it('gives the content API over bare node:http per page count, with the warm target', () => {
    expect(
      line(table, 'Content API req/s / bare node:http, access logs on, warm').slice(0, 4),
    ).toEqual([
      'Content API req/s / bare node:http, access logs on, warm, 1 URL (10 / 10,000 pages)',
      '80% / 55%',
      '>= 60%',
      'MISSED',
    ])
    expect(line(table, 'Content API req/s / bare node:http, access logs on, cachebust')[1]).toBe(
      '7% / 9%',
    )
  })

  it('gives the Lighthouse medians with their targets', () => {
    expect(line(table, 'Lighthouse mobile, home page, performance').slice(1)).toEqual([
      '97 (runs: 96, 100, 97)',
      '100',
      'MISSED',
    ])
    expect(line(table, 'Lighthouse mobile, home page, LCP')[1]).toBe('2.40 s')
    expect(line(table, 'Lighthouse mobile, home page, CLS').slice(1)).toEqual(['0', '0', 'met'])
    expect(line(table, 'Lighthouse mobile, home page, TBT')[1]).toBe('144 ms')
  })

  it('gives the bare Next.js page of the same run next to it, or why it is missing', () => {
    expect(line(table, 'Lighthouse mobile, bare Next.js page (the floor), performance')).toEqual([
      'Lighthouse mobile, bare Next.js page (the floor), performance',
      '99 (runs: 99, 98, 100)',
      '-',
      '-',
    ])
    expect(line(table, 'Lighthouse mobile, bare Next.js page (the floor), TBT')[1]).toBe('144 ms')
    const failed = formatSummaryTable({
      lighthouse: { ...LIGHTHOUSE, floor: { error: 'next build failed' } },
    })
    expect(line(failed, 'Lighthouse mobile, bare Next.js page').slice(1)).toEqual([
      'failed: next build failed',
      '-',
      'n/a',
    ])
  })

  it('shows a failed or skipped benchmark as one line', () => {
    const partial = formatSummaryTable({ render: new Error('child exited\nstack'), size: SIZE })
    expect(line(partial, 'Server render').slice(1)).toEqual(['failed: child exited', '-', 'n/a'])
    expect(line(partial, 'Lighthouse').slice(1)).toEqual(['not run', '-', 'n/a'])
    expect(partial).toContain('Widget chunk gzip, tabs')
  })
})
