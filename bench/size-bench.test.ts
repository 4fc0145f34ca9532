import { describe, expect, it } from 'vitest'
import { runSizeBench } from './size-bench.ts'
import { formatSizeTable, WIDGET_CHUNKS } from './size-table.ts'

describe('runSizeBench', () => {
  it('bundles and gzips the four entries, React alone being the smallest', async () => {
    const result = await runSizeBench()
    expect(result.rows.map((row) => row.entry)).toEqual(['react', 'tessera', 'gen1', 'gen2'])
    for (const row of result.rows) {
      expect(row.error).toBeUndefined()
      expect(row.gzipBytes).toBeGreaterThan(10_000)
      expect(row.initialGzipBytes).toBeGreaterThan(10_000)
      expect(row.initialGzipBytes).toBeLessThanOrEqual((row.gzipBytes ?? 0) + 1024)
    }
    // A page with interactive blocks loads Tessera's renderer chunk too; the SDKs' initial load.
    const tessera = result.rows.find((row) => row.entry === 'tessera')
    expect(tessera?.interactiveGzipBytes).toBeGreaterThan((tessera?.initialGzipBytes ?? 0) + 5000)
    expect(tessera?.interactiveGzipBytes).toBeLessThan(tessera?.gzipBytes ?? 0)
    for (const row of result.rows.filter((item) => item.entry !== 'tessera')) {
      expect(row.interactiveGzipBytes).toBe(row.initialGzipBytes)
    }
    const react = result.rows[0]?.gzipBytes ?? Infinity
    expect(result.rows.slice(1).every((row) => (row.gzipBytes ?? 0) > react)).toBe(true)
    expect(result.tesseraBlocks).toContain('text')
    const lazyNames = result.tesseraLazyChunks.map((chunk) => chunk.name)
    for (const name of ['renderer', 'evaluator', 'editor-bridge', ...WIDGET_CHUNKS]) {
      expect(lazyNames).toContain(name)
    }
    expect(result.tesseraContributors.some((item) => item.name === 'react-dom')).toBe(false)
  }, 60_000)
})

describe('formatSizeTable', () => {
  it('prints KB, gzip over React (whole and initial chunks), the target verdicts and failures', () => {
    const text = formatSizeTable({
      rows: [
        {
          entry: 'react',
          label: 'React',
          bytes: 204_800,
          gzipBytes: 61_440,
          initialBytes: 204_800,
          initialGzipBytes: 61_440,
          interactiveGzipBytes: 61_440,
        },
        {
          entry: 'tessera',
          label: '+ Tessera',
          bytes: 245_760,
          gzipBytes: 71_680,
          initialBytes: 225_280,
          initialGzipBytes: 66_560,
          interactiveGzipBytes: 76_800,
        },
        {
          entry: 'gen2',
          label: '+ gen-2',
          bytes: 235_520,
          gzipBytes: 73_728,
          initialBytes: 235_520,
          initialGzipBytes: 73_728,
          interactiveGzipBytes: 73_728,
        },
        {
          entry: 'gen1',
          label: '+ gen-1',
          bytes: null,
          gzipBytes: null,
          initialBytes: null,
          initialGzipBytes: null,
          interactiveGzipBytes: null,
          error: 'x.js: boom',
        },
      ],
      tesseraLazyChunks: [
        { name: 'renderer', gzipBytes: 3072 },
        { name: 'accordion', gzipBytes: 2048 },
        { name: 'carousel', gzipBytes: 5120 },
      ],
      tesseraContributors: [{ name: 'acorn', bytes: 2048 }],
      tesseraBlocks: ['text'],
    })
    expect(text).toMatch(
      /\+ Tessera +\| +240\.0 KB \| +70\.0 KB \| +\+10\.0 KB \| +65\.0 KB \| +\+5\.0 KB \| +75\.0 KB \| +\+15\.0 KB/,
    )
    expect(text).toContain('  n/a: + gen-1: x.js: boom')
    expect(text).toContain(
      'Target Tessera <= 12 KB gzip over React: +10.0 KB (met); initial chunks only: +5.0 KB (met)',
    )
    expect(text).toContain(
      'Target a page with interactive blocks loads <= gen-2 (gzip over React): Tessera +15.0 KB, gen-2 +12.0 KB (MISSED)',
    )
    expect(text).toContain(
      "Tessera's lazy chunks (gzip; loaded only when a page needs them): renderer 3.0 KB",
    )
    expect(text).toContain(
      "Target each widget's chunk <= 4 KB gzip: accordion 2.0 KB (met), tabs n/a, carousel 5.0 KB (MISSED), masonry n/a",
    )
    expect(text).toContain("Largest in Tessera's bundle (minified, React excluded): acorn 2.0 KB")
  })
})
